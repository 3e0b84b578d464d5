/** Fields of the contact form, in the order they appear. */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'phone',
  'vehicle',
  'service',
  'message',
  'lgpd_consent',
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export const isContactField = (name: string): name is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/** A field's problem: the schema's issue code (`too_small`, …) and its message. */
export interface FieldIssue {
  type: string;
  message: string;
}

/*
 * The schema's own messages ('Informe um e-mail válido', the LGPD one) are already written for
 * people; zod's generic length messages ("Pequeno demais: esperava...") are not, so the length
 * rules get a sentence per field here.
 */
const LENGTH_MESSAGES: Partial<Record<ContactField, { too_small?: string; too_big: string }>> = {
  name: {
    too_small: 'Informe seu nome (pelo menos 2 letras).',
    too_big: 'O nome pode ter no máximo 120 caracteres.',
  },
  email: { too_big: 'O e-mail pode ter no máximo 200 caracteres.' },
  phone: { too_big: 'O telefone pode ter no máximo 40 caracteres.' },
  vehicle: { too_big: 'A descrição do veículo pode ter no máximo 120 caracteres.' },
  service: { too_big: 'Escolha um serviço da lista.' },
  message: {
    too_small: 'Escreva sua mensagem (pelo menos 5 caracteres).',
    too_big: 'A mensagem pode ter no máximo 5.000 caracteres.',
  },
};

export function fieldMessage(field: ContactField, error: FieldIssue | undefined): string | null {
  if (!error) return null;
  const byLength = LENGTH_MESSAGES[field];
  if (error.type === 'too_small' && byLength?.too_small) return byLength.too_small;
  if (error.type === 'too_big' && byLength) return byLength.too_big;
  return error.message || 'Verifique este campo.';
}
