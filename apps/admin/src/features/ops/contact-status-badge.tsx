import { CONTACT_STATUS_LABELS, type ContactStatus } from '@oficina/core';

/** The message's status, in words (colour only reinforces it). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span className={`admin-badge ops-status ops-status--${status}`}>
      {CONTACT_STATUS_LABELS[status]}
    </span>
  );
}
