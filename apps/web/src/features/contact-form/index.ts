export { ContactForm, type ContactFormProps } from './contact-form';
