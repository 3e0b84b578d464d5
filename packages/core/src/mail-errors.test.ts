import { describe, expect, it } from 'vitest';
import { mailErrorText } from './mail-errors';

describe('mailErrorText', () => {
  it('says the mail server did not answer, with its address', () => {
    expect(mailErrorText('ESOCKET: connect ECONNREFUSED 127.0.0.1:2527')).toMatch(
      /^O servidor de e-mail não respondeu \(127\.0\.0\.1:2527\)\./,
    );
  });

  it('explains each code nodemailer gives', () => {
    const cases: Array<[string, RegExp]> = [
      [
        'ETIMEDOUT: Connection timeout (smtp.exemplo.com.br:587)',
        /demorou demais.*smtp\.exemplo\.com\.br:587/,
      ],
      [
        'EDNS: getaddrinfo ENOTFOUND smtp.exemplo.invalid',
        /não foi encontrado \(smtp\.exemplo\.invalid\)/,
      ],
      ['EAUTH: Invalid login: 535 Authentication failed', /recusou o usuário ou a senha/],
      ['EENVELOPE: 550 Mailbox unavailable', /recusou o remetente ou o destinatário/],
      [
        'ESOCKET: read ECONNRESET (10.0.0.5:465)',
        /A conexão com o servidor de e-mail falhou \(10\.0\.0\.5:465\)/,
      ],
      ['ESOCKET: self-signed certificate (mail.local:465)', /conexão segura/],
      ['Something unexpected', /^O e-mail não pôde ser enviado\./],
    ];
    for (const [raw, expected] of cases) expect(mailErrorText(raw)).toMatch(expected);
  });

  it('never repeats the code or English text', () => {
    for (const raw of ['ESOCKET: connect ECONNREFUSED 127.0.0.1:2527', 'EAUTH: failed', 'boom']) {
      expect(mailErrorText(raw)).not.toMatch(/E[A-Z]{3,}|failed|connect|boom/);
    }
  });
});
