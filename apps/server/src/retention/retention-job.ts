import { purgeExpiredData, type RetentionOutcome } from '@oficina/api';
import type { Database } from '@oficina/db';
import { type Scheduler, schedule } from '../backup/auto-backup';

export interface RetentionDeps {
  db: Database;
  now?: () => Date;
  log: {
    debug(msg: string): void;
    info(msg: string): void;
    warn(obj: unknown, msg: string): void;
  };
}

const HOUR_MS = 3_600_000;

/**
 * One purge. A failure (the database unreachable for a moment, a statement cancelled) is a
 * warning, not a server error: nothing is lost by waiting, and the next hour tries again.
 */
export async function runRetentionOnce(deps: RetentionDeps): Promise<RetentionOutcome | null> {
  const now = deps.now ?? (() => new Date());
  try {
    const outcome = await purgeExpiredData(deps.db, now());
    const summary =
      `limpeza: ${outcome.sessions} sessão(ões) expirada(s), ` +
      `${outcome.loginAttempts} tentativa(s) de login antiga(s), ` +
      `${outcome.auditEntries} registro(s) de auditoria além da retenção, ` +
      `${outcome.spamContacts} mensagem(ns) de spam antiga(s), ` +
      `${outcome.resetTokens} link(s) de nova senha vencido(s), ` +
      `${outcome.outboxMails} e-mail(s) antigo(s) da caixa de saída, ` +
      `${outcome.idempotencyKeys} chave(s) de idempotência vencida(s), ` +
      `${outcome.trashItems} item(ns) excluído(s) há mais de 30 dias`;
    // Sessions, attempts and old spam go every hour; audit entries leaving the trail and content
    // leaving the trash for good are worth a line.
    if (outcome.auditEntries > 0 || outcome.trashItems > 0) deps.log.info(summary);
    else deps.log.debug(summary);
    return outcome;
  } catch (error) {
    deps.log.warn(
      { err: error },
      'limpeza de dados antigos falhou; nova tentativa na próxima hora',
    );
    return null;
  }
}

/**
 * Purges a couple of minutes after start, then hourly; the timer never keeps the process alive.
 * Several instances may share one database: the purge is safe to run concurrently (see
 * purgeExpiredData), and a random delay of up to a minute on the first run keeps instances
 * started together from purging at the same instant.
 */
export function startRetention(deps: RetentionDeps): Scheduler {
  return schedule(() => runRetentionOnce(deps), {
    firstAfterMs: 120_000 + Math.floor(Math.random() * 60_000),
    everyMs: HOUR_MS,
  });
}
