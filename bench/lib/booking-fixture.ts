import { shiftIsoDate, workshopInstant, workshopTime } from '@oficina/core';
import { bookings, type Database } from '@oficina/db';

/** Bookings in the table for the availability case. */
export const BOOKING_ROWS = 20_000;

/**
 * 20 000 bookings of the first service over 520 days (480 before today, 40 after): every hour
 * from 08:00 to 17:00 holds one booking in bay 1 and every other hour one in bay 2 (7 800 that
 * hold a place), and 12 200 cancelled ones spread over the same days, so the 31 days asked for
 * read a realistic mix of full and free hours. The same rows every time.
 */
export async function insertBookings(db: Database, serviceId: number): Promise<void> {
  const today = workshopTime(new Date()).isoDate;
  const rows: Array<typeof bookings.$inferInsert> = [];
  const vehicle = { make: 'Fiat', model: 'Argo', year: 2019, plate: null };
  const add = (day: number, hour: number, bay: number, status: 'confirmado' | 'cancelado') => {
    const date = shiftIsoDate(today, day);
    rows.push({
      service_id: serviceId,
      starts_at: workshopInstant(date, hour * 60),
      ends_at: workshopInstant(date, hour * 60 + 60),
      name: `Cliente ${rows.length}`,
      phone: '(21) 99999-0000',
      vehicle,
      status,
      source: 'site',
      bay,
    });
  };
  for (let day = -480; day < 40; day++) {
    for (let hour = 8; hour < 18; hour++) {
      add(day, hour, 1, 'confirmado');
      if (hour % 2 === 0) add(day, hour, 2, 'confirmado');
    }
  }
  for (let i = 0; rows.length < BOOKING_ROWS; i++)
    add(-480 + (i % 520), 8 + (i % 10), 1 + (i % 2), 'cancelado');
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(bookings).values(rows.slice(start, start + 1000));
}
