/** Shown, discreetly, when the API cannot be reached at start (the site checks /health once). */
export const HEALTH_FAILURE_MESSAGE =
  'Não foi possível conectar ao servidor. Algumas informações podem estar desatualizadas.';

export type HealthState = 'checking' | 'ok' | 'failed';

/** The notice shows only for a settled failure the visitor has not closed. */
export function healthNotice(state: HealthState, closed: boolean): string {
  return state === 'failed' && !closed ? HEALTH_FAILURE_MESSAGE : '';
}
