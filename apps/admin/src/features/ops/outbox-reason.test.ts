import { describe, expect, it } from 'vitest';
import { outboxReason } from './outbox-reason';

describe('outbox reasons', () => {
  it('explains a mail server that cannot be reached or refuses the login', () => {
    expect(outboxReason('ESOCKET: connect ECONNREFUSED 127.0.0.1:587')).toBe(
      'Não foi possível falar com o servidor de e-mail (ESOCKET: connect ECONNREFUSED 127.0.0.1:587)',
    );
    expect(outboxReason('EAUTH: Invalid login: 535 Authentication failed')).toMatch(
      /^O servidor de e-mail recusou o usuário ou a senha de SMTP_URL/,
    );
  });

  it('keeps any other answer as the mail server gave it', () => {
    expect(outboxReason('EENVELOPE: 550 Mailbox unavailable')).toBe(
      'EENVELOPE: 550 Mailbox unavailable',
    );
  });
});
