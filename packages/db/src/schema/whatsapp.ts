// The settings row and the message contexts are declared with their rules and words in
// packages/core/src/entities/whatsapp-settings.ts and whatsapp-context.ts.
export { whatsappContexts, whatsappSettings } from '@oficina/core';
