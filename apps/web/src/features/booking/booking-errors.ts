/** What the booking pages say for `?erro=` (set by the forms that work without JavaScript). */
export const BOOKING_ERRORS: Record<string, string> = {
  indisponivel: 'Esse horário acabou de ser ocupado. Escolha outro horário livre abaixo.',
  horario: 'Esse horário não está mais disponível para agendamento. Escolha outro abaixo.',
  dados: 'Confira os dados do formulário e envie de novo.',
  limite: 'Muitos agendamentos seguidos deste aparelho. Aguarde alguns minutos e tente de novo.',
  fechado: 'O agendamento pelo site está fechado no momento. Fale com a oficina pelo WhatsApp.',
  link: 'Este link de agendamento é inválido ou expirou.',
  falha: 'Não foi possível concluir agora. Tente de novo em instantes ou fale pelo WhatsApp.',
};

/** The form's field names, as the server names a refused one (`campo`), in Portuguese. */
export const BOOKING_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  phone: 'Telefone',
  email: 'E-mail',
  'vehicle.make': 'Marca do carro',
  'vehicle.model': 'Modelo',
  'vehicle.year': 'Ano',
  'vehicle.plate': 'Placa',
  notes: 'Observações',
  lgpd_consent: 'Concordância com o uso dos dados',
  website: 'Formulário',
  starts_at: 'Horário',
  service_id: 'Serviço',
};

export function bookingErrorText(erro: string | undefined, campo: string | undefined) {
  if (!erro) return null;
  const base = BOOKING_ERRORS[erro] ?? BOOKING_ERRORS.falha!;
  const field = campo ? BOOKING_FIELD_LABELS[campo] : undefined;
  return field ? `${base} Campo com problema: ${field}.` : base;
}
