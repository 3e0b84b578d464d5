// The reply links live in core: the owner's lead alert mail builds the same WhatsApp link.
export { emailReplyLink, firstName, replyGreeting, whatsAppReplyLink } from '@oficina/core';
