/**
 * The contact statuses the inbox works with; the API accepts no others. `spam` holds
 * what the form's anti-bot checks caught: kept (a person whose browser filled the form too fast
 * must not lose the message) but out of the inbox until someone says it is a real one.
 */
export const CONTACT_STATUSES = [
  'novo',
  'em_andamento',
  'respondido',
  'arquivado',
  'spam',
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  novo: 'Novo',
  em_andamento: 'Em andamento',
  respondido: 'Respondido',
  arquivado: 'Arquivado',
  spam: 'Spam',
};

/** Days a message stays in `spam` before the hourly purge deletes it. */
export const CONTACT_SPAM_RETENTION_DAYS = 30;
