import { isPopupInEffect, type PopupSchedule } from '@oficina/core';

export type PopupStatus = 'live' | 'scheduled' | 'expired' | 'inactive';

export const POPUP_STATUS_LABELS: Record<PopupStatus, string> = {
  live: 'No ar',
  scheduled: 'Agendado',
  expired: 'Expirado',
  inactive: 'Inativo',
};

/**
 * Where a popup stands now, by core's own rule (isPopupInEffect, the one the site uses): off,
 * in effect, past its end date, or waiting for its start date. Page targeting is not part of
 * it: a popup "No ar" shows on the pages it targets.
 */
export function popupStatus(popup: PopupSchedule, now: Date): PopupStatus {
  if (!popup.active) return 'inactive';
  if (isPopupInEffect(popup, now)) return 'live';
  // Not in effect although active: either it ended, or (ignoring its start) it would be on.
  return isPopupInEffect({ ...popup, start_date: null }, now) ? 'scheduled' : 'expired';
}
