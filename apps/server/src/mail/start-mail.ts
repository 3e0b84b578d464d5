import type { Database } from '@oficina/db';
import type { Config } from '../config';
import { logTransport, smtpTransport } from './mail-transport';
import { type MailWorker, startMailWorker } from './mail-worker';

/** The server's mail worker, over SMTP_URL or, without it, into the log. */
export function startConfiguredMailWorker(
  db: Database,
  config: Pick<Config, 'SMTP_URL' | 'mailFrom' | 'publicUrl'>,
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void },
): MailWorker {
  return startMailWorker({
    db,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : logTransport(log),
    log,
  });
}
