import { CONTACT_MIN_FILL_MS } from '@oficina/core';
import { contactMessages, type Database } from '@oficina/db';
import { mapDatabaseError } from '../errors';

/**
 * Why a contact submission looks like a bot's, or null. The REST API is public, so both signals
 * are optional for API clients: only a filled honeypot (`website`, hidden from people) or a
 * reported fill time (`elapsed_ms`) below CONTACT_MIN_FILL_MS gives a bot away.
 */
export function spamReason(input: {
  website?: string | undefined;
  elapsed_ms?: number | undefined;
}): 'honeypot' | 'too_fast' | null {
  if (input.website !== undefined && input.website.trim() !== '') return 'honeypot';
  if (input.elapsed_ms !== undefined && input.elapsed_ms < CONTACT_MIN_FILL_MS) return 'too_fast';
  return null;
}

/**
 * Keeps a suspected bot's message with status `spam`, out of the inbox, and returns its id.
 * The checks also catch people (a browser that fills the form in a blink), so nothing is thrown
 * away: the owner looks at the spam list and moves a real one to the inbox.
 *
 * Unlike a real message it leaves no audit entry: the audit trail is kept for a year, and a copy
 * of the message there would outlive the 30 days spam is kept, and let a bot flood the trail.
 * Marking it as not spam is audited, with the whole message, like any status change.
 */
export async function storeSpamContact(
  db: Database,
  values: Omit<typeof contactMessages.$inferInsert, 'status'>,
): Promise<number> {
  try {
    const [row] = await db
      .insert(contactMessages)
      .values({ ...values, status: 'spam' })
      .returning({ id: contactMessages.id });
    return row!.id;
  } catch (error) {
    return mapDatabaseError(error);
  }
}
