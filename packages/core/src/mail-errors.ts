/**
 * Why a mail did not go, in words the owner can act on. The outbox stores the mail library's
 * own text (nodemailer: "ESOCKET: connect ECONNREFUSED 127.0.0.1:2527"), which the server log
 * and a details line keep for whoever sets the mail server up; the panel reads it through this.
 */

/** The mail server's "host:port" inside an error text, when the text names it. */
function serverAddress(raw: string): string | null {
  const match =
    /\b((?:\d{1,3}\.){3}\d{1,3}|\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*):(\d{1,5})\b/i.exec(
      raw,
    );
  return match ? `${match[1]}:${match[2]}` : null;
}

/** The host a failed name lookup was about ("getaddrinfo ENOTFOUND smtp.exemplo.com"). */
function lookedUpHost(raw: string): string | null {
  return /\b(?:ENOTFOUND|EAI_AGAIN)\s+([a-z0-9.-]+)/i.exec(raw)?.[1] ?? null;
}

const has = (raw: string, ...codes: string[]) =>
  codes.some((code) => new RegExp(`\\b${code}\\b`).test(raw));

/**
 * One sentence per kind of failure, most specific first: a refused connection says ESOCKET and
 * ECONNREFUSED, and what the owner needs is that the server did not answer.
 */
export function mailErrorText(raw: string): string {
  const address = serverAddress(raw);
  const at = address ? ` (${address})` : '';
  if (has(raw, 'ECONNREFUSED'))
    return `O servidor de e-mail não respondeu${at}. Confira se ele está ligado e se o endereço e a porta estão certos.`;
  if (has(raw, 'ETIMEDOUT') || /timeout/i.test(raw))
    return `O servidor de e-mail demorou demais para responder${at}. Nova tentativa em breve.`;
  if (has(raw, 'EDNS', 'ENOTFOUND', 'EAI_AGAIN')) {
    const host = lookedUpHost(raw) ?? address;
    return `O endereço do servidor de e-mail não foi encontrado${host ? ` (${host})` : ''}. Confira o nome do servidor.`;
  }
  if (has(raw, 'EAUTH', 'ENOAUTH'))
    return `O servidor de e-mail recusou o usuário ou a senha configurados${at}.`;
  if (has(raw, 'ETLS') || /certificate|\bTLS\b|\bSSL\b/i.test(raw))
    return `A conexão segura com o servidor de e-mail falhou${at}. Confira a porta e o certificado do servidor.`;
  if (has(raw, 'EENVELOPE'))
    return 'O servidor de e-mail recusou o remetente ou o destinatário deste e-mail. Confira o endereço.';
  if (has(raw, 'EMESSAGE')) return 'O servidor de e-mail recusou esta mensagem.';
  if (has(raw, 'ESOCKET', 'ECONNECTION', 'ECONNRESET', 'EPIPE', 'EPROTOCOL'))
    return `A conexão com o servidor de e-mail falhou${at}. Nova tentativa em breve.`;
  return `O e-mail não pôde ser enviado${at}. O detalhe técnico fica no registro do servidor.`;
}
