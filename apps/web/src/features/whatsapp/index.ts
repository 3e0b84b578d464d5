export { DEFAULT_WHATSAPP_SETTINGS, WHATSAPP_LOAD_ERROR } from './defaults';
export { contextButtonText, contextMessage, whatsappHref } from './link';
export {
  useWhatsAppConfig,
  useWhatsAppContextData,
  useWhatsAppLink,
  useWhatsAppMessageLink,
} from './use-whatsapp';
export { WhatsAppFloat } from './whatsapp-float';
