import type { bookings, contactMessages } from '@oficina/db';

/**
 * What an integration receives about a lead: what the visitor wrote and how to answer, never
 * the address or browser it came from.
 */
export function contactEventData(row: typeof contactMessages.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    vehicle: row.vehicle,
    service: row.service,
    message: row.message,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/** A booking as an integration sees it: its time, service, status and the customer's contact. */
export function bookingEventData(row: typeof bookings.$inferSelect) {
  return {
    id: row.id,
    service_id: row.service_id,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    status: row.status,
    source: row.source,
    name: row.name,
    phone: row.phone,
    email: row.email,
    vehicle: row.vehicle,
  };
}
