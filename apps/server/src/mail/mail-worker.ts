import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  nextMailDueAt,
  prepareBookingMail,
  type QueuedMail,
} from '@oficina/api';
import type { Database } from '@oficina/db';
import { startPollingWorker } from '../queue/polling-worker';
import { MailSendError, type MailTransport } from './mail-transport';

export interface MailWorkerDeps {
  db: Database;
  transport: MailTransport;
  from: string;
  log: {
    info(obj: unknown, msg: string): void;
    warn(obj: unknown, msg: string): void;
  };
  /** Longest sleep between two looks at the outbox (mail queued by other instances). */
  pollMs?: number;
  /** The site's public address, for the private links booking mails get as they leave. */
  publicUrl?: string;
}

export interface MailWorker {
  /** Mail was just queued: look now instead of at the next poll. */
  wake(): void;
  /** Lets the send in progress finish, then stops for good. */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 5000;

/**
 * Sends the outbox from inside the server. Each round takes the due mails (shared safely with
 * other instances, see claimDueMail), sends them one by one and records the outcome; a mail that
 * could not go is due again after a backoff of at most a minute. Between rounds it sleeps until
 * the next mail is due, at most `pollMs`, and a `wake()` cuts the sleep short. A database that
 * cannot be reached is a warning and the next round tries again.
 */
export function startMailWorker(deps: MailWorkerDeps): MailWorker {
  const pollMs = deps.pollMs ?? DEFAULT_POLL_MS;

  const sendOne = async (mail: QueuedMail) => {
    try {
      const prepared = await prepareBookingMail(deps.db, mail, {
        publicUrl: deps.publicUrl ?? '',
        deliver: deps.transport.delivers,
      });
      await deps.transport.send({
        id: mail.id,
        kind: mail.kind,
        from: deps.from,
        to: mail.to,
        replyTo: mail.reply_to,
        subject: mail.subject,
        text: prepared.text,
        html: prepared.html,
        attachments: prepared.attachments,
      });
    } catch (error) {
      const final = error instanceof MailSendError && error.final;
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markMailFailed(deps.db, mail, reason, final);
      deps.log.warn(
        { mail: mail.id, attempts: mail.attempts, reason },
        outcome === 'failed'
          ? 'e-mail não enviado: desistimos dele (veja a Caixa de saída no painel)'
          : 'e-mail não enviado: nova tentativa em breve',
      );
      return;
    }
    await markMailSent(deps.db, mail);
  };

  deps.log.info({}, `destino dos e-mails: ${deps.transport.description}`);
  const worker = startPollingWorker({
    pollMs,
    nextDueAt: () => nextMailDueAt(deps.db),
    async round(stopped) {
      const batch = await claimDueMail(deps.db);
      for (const mail of batch) {
        if (stopped()) return 0;
        await sendOne(mail);
      }
      return batch.length;
    },
    onError: (error) =>
      deps.log.warn({ err: error }, 'caixa de saída inacessível; nova tentativa em instantes'),
  });

  return {
    wake: worker.wake,
    async stop() {
      await worker.stop();
      deps.transport.close();
    },
  };
}
