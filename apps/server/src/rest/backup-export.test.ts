import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { auditLog, media, mediaVariants } from '@oficina/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, FORBIDDEN, LOGIN_REQUIRED } from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let adminName: string;
const URL = '/api/backup/export';
const bytes = randomBytes(2048);

beforeAll(async () => {
  t = await startTestApp();
  adminName = `admin-backup-${process.pid}`;
  admin = await t.tokenFor('admin', adminName);
  const [image] = await t.db
    .insert(media)
    .values({
      filename: 'fachada.jpg',
      mime_type: 'image/jpeg',
      width: 800,
      height: 600,
      byte_size: 4096,
      sha256: randomBytes(32).toString('hex'),
    })
    .returning();
  await t.db.insert(mediaVariants).values({
    media_id: image!.id,
    format: 'webp',
    width: 640,
    height: 480,
    byte_size: 2048,
    bytes,
  });
});
afterAll(() => t.close());

interface ContentExport {
  header: { format: string; scope: string; tables: string[]; migration: string };
  tables: Array<{ table: string; rows: Array<Record<string, unknown>> }>;
}

describe('GET /api/backup/export', () => {
  it('hands an admin the content as gzip’d JSON, images included, no accounts', async () => {
    const res = await t.request('GET', URL, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="friocar-conteudo-\d{4}-\d{2}-\d{2}\.json\.gz"$/,
    );
    const text = gunzipSync(res.rawPayload).toString('utf8');
    const body = JSON.parse(text) as ContentExport;
    expect(body.header).toMatchObject({ format: 'oficina-backup', scope: 'content' });
    expect(body.tables.map((tb) => tb.table)).toEqual(body.header.tables);
    for (const secret of ['users', 'sessions', 'login_attempts', 'rate_limit_buckets', 'audit_log'])
      expect(body.header.tables).not.toContain(secret);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('token_hash');
    const tables = Object.fromEntries(body.tables.map((tb) => [tb.table, tb.rows]));
    expect(tables.services!.length).toBeGreaterThan(0);
    expect(tables.settings!.some((row) => row.key === 'auto_backup')).toBe(true);
    const variant = tables.media_variants!.find((row) => row.width === 640);
    expect(Buffer.from(String(variant?.bytes), 'base64').equals(bytes)).toBe(true);
  });

  it('writes each download to the audit trail under the admin’s name', async () => {
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'backup'), eq(auditLog.action, 'export')));
    expect(entries.map((e) => e.username)).toContain(adminName);
    const status = await t.request('GET', '/trpc/backup.status', { token: admin });
    expect(status.statusCode).toBe(200);
    expect(status.json().result.data.last_export.username).toBe(adminName);
  });

  it('is refused to anyone but an admin', async () => {
    expectError(await t.request('GET', URL), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
    for (const role of ['user', 'viewer', 'manager'] as const) {
      const res = await t.request('GET', URL, { token: await t.tokenFor(role) });
      expectError(res, 403, 'FORBIDDEN', FORBIDDEN);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
