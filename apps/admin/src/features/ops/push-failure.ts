import { TRPCClientError } from '@trpc/client';
import { errorMessage } from '../../lib/errors';

/**
 * What the browser's own refusals mean, by the DOMException's name. The browser's message is
 * English and technical ("Registration failed - permission denied"), so the owner reads these
 * sentences instead.
 */
const BROWSER_FAILURES: Record<string, string> = {
  // Chrome answers a subscription it will not make (notifications blocked for the site, a
  // profile or policy that forbids them) with AbortError, and a refused permission with
  // NotAllowedError.
  AbortError:
    'O navegador recusou as notificações deste site. Libere as notificações nas configurações do navegador e tente de novo.',
  NotAllowedError:
    'O navegador recusou as notificações deste site. Libere as notificações nas configurações do navegador e tente de novo.',
  NotSupportedError:
    'Este navegador não aceita notificações neste modo (por exemplo, numa janela anônima).',
  InvalidStateError:
    'Este navegador não aceita notificações neste modo (por exemplo, numa janela anônima).',
  SecurityError:
    'O navegador não permitiu instalar o serviço de notificações deste site. Abra o painel pelo endereço seguro (https) e tente de novo.',
  InvalidAccessError:
    'A chave de notificações do servidor não foi aceita pelo navegador. Tente de novo mais tarde.',
};

/** When the browser says something none of the above covers. */
export const PUSH_FAILURE_FALLBACK =
  'O navegador não conseguiu ativar as notificações neste aparelho. Tente de novo mais tarde.';

/**
 * The reason the card shows when turning notifications on or off fails: the server's own
 * Portuguese message for an API error, a sentence for each refusal of the browser, and our
 * time-limit message as it is (already Portuguese). The browser's English text never shows.
 */
export function pushFailureText(error: unknown, ownMessages: readonly string[] = []): string {
  if (error instanceof TRPCClientError) return errorMessage(error);
  const name = (error as { name?: unknown } | null)?.name;
  if (typeof name === 'string' && BROWSER_FAILURES[name]) return BROWSER_FAILURES[name];
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && ownMessages.includes(message)) return message;
  return PUSH_FAILURE_FALLBACK;
}
