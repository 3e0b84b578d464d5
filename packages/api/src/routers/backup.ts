import { wireDateTime } from '@oficina/core';
import { auditLog, settings } from '@oficina/db';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { writeAudit } from '../services/audit';
import { adminProcedure, router } from '../trpc';

/** Audit entries of backups: `backup` by the daily job, `export` for each panel download. */
export const BACKUP_ENTITY = 'backup';

const lastEntry = async (db: Parameters<typeof writeAudit>[0], action: 'backup' | 'export') => {
  const [row] = await db
    .select({ at: auditLog.created_at, username: auditLog.username, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, BACKUP_ENTITY), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(1);
  return row ?? null;
};

const statusSchema = z.object({
  auto_backup: z.boolean(),
  last_auto_backup: z
    .object({ at: z.string(), file: z.string().nullable(), bytes: z.number().nullable() })
    .nullable(),
  last_export: z.object({ at: z.string(), username: z.string().nullable() }).nullable(),
});

export const backupRouter = router({
  /** What the panel shows: whether the daily backup is on, its last run and the last download. */
  status: adminProcedure
    .input(z.void())
    .output(statusSchema)
    .query(async ({ ctx }) => {
      const [setting] = await ctx.db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, 'auto_backup'));
      const [auto, exported] = await Promise.all([
        lastEntry(ctx.db, 'backup'),
        lastEntry(ctx.db, 'export'),
      ]);
      const details = (auto?.after ?? {}) as { file?: unknown; bytes?: unknown };
      return {
        auto_backup: setting?.value === 'true',
        last_auto_backup: auto
          ? {
              at: auto.at.toISOString(),
              file: typeof details.file === 'string' ? details.file : null,
              bytes: typeof details.bytes === 'number' ? details.bytes : null,
            }
          : null,
        last_export: exported
          ? { at: exported.at.toISOString(), username: exported.username }
          : null,
      };
    }),

  /**
   * The gate of `GET /api/backup/export` (called in-process by that route): admins only, and
   * the download is written to the audit trail under the caller's name.
   */
  startContentExport: adminProcedure
    .input(z.object({ scope: z.literal('content') }))
    .output(z.object({ started_at: wireDateTime() }))
    .mutation(async ({ ctx, input }) => {
      const startedAt = new Date();
      await writeAudit(ctx.db, ctx.user, 'export', BACKUP_ENTITY, null, null, {
        scope: input.scope,
        ip: ctx.request.ip,
      });
      return { started_at: startedAt.toISOString() };
    }),
});
