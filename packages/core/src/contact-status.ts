/** The spec leaves contact statuses open; these are the ones the inbox works with. */
export const CONTACT_STATUSES = ['novo', 'em_andamento', 'respondido', 'arquivado'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  novo: 'Novo',
  em_andamento: 'Em andamento',
  respondido: 'Respondido',
  arquivado: 'Arquivado',
};
