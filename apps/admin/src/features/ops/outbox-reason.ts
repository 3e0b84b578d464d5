/**
 * Why a mail did not go, in words the owner can act on, with the mail server's own text after
 * it for whoever sets SMTP_URL up.
 */
export function outboxReason(error: string): string {
  if (/\bEAUTH\b/.test(error))
    return `O servidor de e-mail recusou o usuário ou a senha de SMTP_URL (${error})`;
  if (/\b(ECONNREFUSED|ETIMEDOUT|ESOCKET|ECONNECTION|ENOTFOUND|EDNS|EAI_AGAIN)\b/.test(error))
    return `Não foi possível falar com o servidor de e-mail (${error})`;
  return error;
}
