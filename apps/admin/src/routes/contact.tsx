import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/ops/contact-page';
import { validateContactSearch } from '../features/ops/contact-search';

export const Route = createFileRoute('/contact')({
  validateSearch: validateContactSearch,
  component: ContactPage,
});
