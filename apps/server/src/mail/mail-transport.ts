import nodemailer from 'nodemailer';

/** One mail as the worker hands it to a transport. */
export interface MailMessage {
  id: number;
  kind: string;
  from: string;
  to: string;
  /** Where the recipient's reply goes (the visitor of a lead alert); null: to the sender. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Files sent with it (a booking's calendar file). */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** Why a send failed, and whether the mail server said it will never take this mail. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

export interface MailTransport {
  /** Where mail goes, for the start-up log: never with credentials. */
  readonly description: string;
  /** Whether mail really leaves (SMTP), or only goes to the log: private links are made only then. */
  readonly delivers: boolean;
  send(mail: MailMessage): Promise<void>;
  close(): void;
}

/** The user name and password of an smtp:// URL, to keep them out of logs and stored errors. */
function secretsOf(url: URL): string[] {
  return [url.username, url.password, decodeURIComponent(url.password)].filter(
    (part) => part.length >= 3,
  );
}

export function redactSecrets(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join('***'), text);
}

/**
 * SMTP through nodemailer. A reply in the 5xx range is the server refusing this mail for good
 * (an unknown recipient, a rejected sender); anything else (no connection, a timeout, a 4xx)
 * may work later.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secrets = secretsOf(url);
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const address = `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  return {
    description: `${url.protocol}//${address}`,
    delivers: true,
    async send(mail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
          // Readable in the raw message too (mostly ASCII Portuguese), unlike base64.
          textEncoding: 'quoted-printable',
        });
      } catch (error) {
        const smtp = error as { responseCode?: number; code?: string; message?: string };
        const final = typeof smtp.responseCode === 'number' && smtp.responseCode >= 500;
        const said = [smtp.code, smtp.message].filter(Boolean).join(': ') || String(error);
        // The panel explains the failure with the server's address (core's mailErrorText); a
        // timeout or a login refusal does not name it, so it is added.
        const reason = said.includes(address) ? said : `${said} (${address})`;
        throw new MailSendError(redactSecrets(reason, secrets), final);
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL (a trial, development): each mail is written to the log at info level and
 * counts as sent, so the panel's outbox shows what would have gone out. A reset link is left
 * out of the log: it opens the account.
 */
export function logTransport(log: { info(obj: unknown, msg: string): void }): MailTransport {
  return {
    description: 'só o log do servidor (SMTP_URL não definida)',
    delivers: false,
    async send(mail) {
      const text =
        mail.kind === 'password_reset'
          ? '(link de redefinição de senha omitido do log; sem SMTP_URL use npm run admin:reset-password -- <usuário>)'
          : mail.text;
      log.info(
        { mail: { id: mail.id, to: mail.to, subject: mail.subject, text } },
        'e-mail não enviado (sem SMTP_URL): só registrado no log',
      );
    },
    close() {},
  };
}
