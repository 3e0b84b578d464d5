import { type Database, vapidKeys } from '@oficina/db';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: made on first use and kept in the database, so every instance
 * signs with the same pair and browsers' subscriptions survive restarts. Two instances racing
 * on the first use both insert; the row that lands first wins and both read it back.
 */
export async function vapidKeyPair(db: Database): Promise<VapidKeys> {
  const [stored] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return { publicKey: row!.public_key, privateKey: row!.private_key };
}
