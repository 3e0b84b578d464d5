import { type OpeningStatus, openingStatusText } from '@oficina/core';

/**
 * What the WhatsApp button says while the workshop is closed: messages are still welcome, and
 * the visitor learns when someone will read them. "Fora do horário: abre amanhã às 8h.
 * Deixe sua mensagem!"
 */
export function offHoursMessage(status: OpeningStatus): string {
  if (!status.next) return 'Fora do horário. Deixe sua mensagem!';
  // "Fechado — abre amanhã às 8h" → "abre amanhã às 8h"
  const when = openingStatusText(status).replace(/^Fechado — /, '');
  return `Fora do horário: ${when}. Deixe sua mensagem!`;
}
