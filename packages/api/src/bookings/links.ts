import { createHash, randomBytes } from 'node:crypto';
import { bookingLinks, bookings, type Database } from '@oficina/db';
import { eq } from 'drizzle-orm';

/**
 * The customer's private links to a booking. A token is 32 random bytes (base64url, 43
 * characters); the database keeps only its SHA-256. A link opens its booking until a day after
 * the appointment ends.
 */

export const LINK_VALID_AFTER_END_MS = 24 * 3_600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page a link opens, under the site's public address. */
export const manageUrl = (publicUrl: string, token: string) => `${publicUrl}/agendamento/${token}`;

/** Makes a new link to a booking (inside the caller's transaction when it runs one). */
export async function mintBookingLink(db: Database, bookingId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(bookingLinks).values({ booking_id: bookingId, token_hash: hashToken(token) });
  return token;
}

/** The booking a token opens while it is valid, or null (unknown, erased or expired). */
export async function bookingIdForToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ id: bookings.id, ends_at: bookings.ends_at })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.id, bookingLinks.booking_id))
    .where(eq(bookingLinks.token_hash, hashToken(token)))
    .limit(1);
  if (!row || row.ends_at.getTime() + LINK_VALID_AFTER_END_MS <= now.getTime()) return null;
  return row.id;
}
