import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message with quoted-printable bodies decoded, to search for what it says. */
  content: string;
}

export interface TestSmtpServer {
  port: number;
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export const SMTP_TEST_USER = 'avisos';
export const SMTP_TEST_PASSWORD = 'segredo-do-smtp-de-teste';

/** Quoted-printable (`=C3=A7`, soft line breaks) back to text. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that accepts any mail after a login with
 * SMTP_TEST_USER / SMTP_TEST_PASSWORD, without TLS, and keeps what it received.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          content: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    port: bound,
    mails,
    async waitForMails(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${mails.length} of ${count} mails arrived in time`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The SMTP_URL of a test server, with its login. */
export const testSmtpUrl = (port: number) =>
  `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${port}`;
