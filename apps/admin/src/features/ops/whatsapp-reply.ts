// The reply links live in core: the owner's lead alert mail builds the same links.
export {
  callLink,
  emailReplyLink,
  greetingName,
  LEAD_REPLY_LABELS,
  replyGreeting,
  whatsAppReplyLink,
} from '@oficina/core';
