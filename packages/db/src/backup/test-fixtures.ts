import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type Database, type DatabaseHandle, openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { auditLog, contactMessages, media, mediaVariants, users } from '../schema';
import type { TestDatabaseTemplate } from '../testing/template';
import { BACKUP_TABLES } from './tables';

/** An empty, migrated database of the template's engine; closing it drops it. */
export async function openEmptyDatabase(template: TestDatabaseTemplate): Promise<DatabaseHandle> {
  if (template.kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await runMigrations(handle);
    return handle;
  }
  const name = `oficina_bk_${randomBytes(6).toString('hex')}`;
  const admin = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Images with bytes, a contact message and audit entries with JSON, beside the seed. */
export async function addBackupFixtures(db: Database): Promise<void> {
  const [admin] = await db
    .insert(users)
    .values({
      username: `backup-${randomBytes(3).toString('hex')}`,
      password_hash: 'x',
      role: 'admin',
    })
    .returning();
  for (const [index, widths] of [[320, 640, 1280], [480]].entries()) {
    const [row] = await db
      .insert(media)
      .values({
        filename: `foto-${index}.jpg`,
        mime_type: 'image/jpeg',
        width: 1600,
        height: 900,
        byte_size: 1234,
        sha256: randomBytes(32).toString('hex'),
        alt: index === 0 ? 'Fachada da oficina' : null,
        created_by: admin!.id,
      })
      .returning();
    for (const width of widths)
      await db.insert(mediaVariants).values({
        media_id: row!.id,
        format: 'webp',
        width,
        height: Math.round(width * 0.56),
        byte_size: width * 10,
        // Every byte value, newlines and NULs included.
        bytes: Buffer.concat([Buffer.from([0, 10, 13, 255]), randomBytes(width * 10)]),
      });
  }
  // Past one page of the export (keyset on a composite key), bytes of every size.
  const [many] = await db
    .insert(media)
    .values({
      filename: 'muitas-larguras.webp',
      mime_type: 'image/webp',
      width: 60,
      height: 60,
      byte_size: 60,
      sha256: randomBytes(32).toString('hex'),
    })
    .returning();
  await db.insert(mediaVariants).values(
    Array.from({ length: 60 }, (_, i) => ({
      media_id: many!.id,
      format: 'webp' as const,
      width: i + 1,
      height: i + 1,
      byte_size: i,
      bytes: randomBytes(i),
    })),
  );
  // Past two pages, keyed on text and a timestamp with microseconds.
  await db.execute(sql`
    insert into rate_limit_buckets (key, window_start, expires_at, count)
    select 'api:203.0.113.' || (i % 7), now() - make_interval(secs => i * 1.000001), now(), i
    from generate_series(1, 1100) as i`);
  await db.insert(contactMessages).values({
    name: 'Ana "Teste"\nSegunda linha',
    message: 'Olá — ç, ã, emoji 🚗',
    lgpd_consent: true,
    consent_at: new Date('2025-01-02T03:04:05.678Z'),
  });
  await db.insert(auditLog).values({
    user_id: admin!.id,
    username: admin!.username,
    action: 'update',
    entity: 'faqs',
    entity_id: '1',
    before: { nested: { list: [1, 'dois', null, true] } },
    after: { text: 'aspas " e \\ barra' },
  });
}

/** Every row of every table as PostgreSQL prints it, in primary-key order. */
export async function tableContents(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of BACKUP_TABLES) {
    const order = sql.join(
      t.primaryKey.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    const result = await db.execute<{ row: string }>(
      sql`select row_to_json(x)::text as row from ${t.table} x order by ${order}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      row: string;
    }>;
    out[t.name] = rows.map((r) => r.row);
  }
  return out;
}
