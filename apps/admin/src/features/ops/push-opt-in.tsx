import { toast } from '@site/features/toasts';
import { Link } from '@tanstack/react-router';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { DashboardData } from './api-types';
import { pushFailureText } from './push-failure';

type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'working';

/** The browser's part: push needs a service worker, the Push API and notifications. */
const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * How long the browser gets to register the service worker and subscribe. Some browsers never
 * settle (a service worker that cannot start, a push service out of reach): without a limit
 * the card said "Aguarde…" forever.
 */
export const PUSH_TIMEOUT_MS = 15_000;

export const PUSH_TIMEOUT_MESSAGE =
  'O navegador não respondeu em 15 segundos. Verifique a conexão e tente de novo.';

/** `work`, or a rejection with PUSH_TIMEOUT_MESSAGE once PUSH_TIMEOUT_MS have passed. */
function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(PUSH_TIMEOUT_MESSAGE)), PUSH_TIMEOUT_MS);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * "Ativar notificações neste aparelho": subscribes this browser to the server's lead
 * notifications (the site's service worker shows them), or turns them off again. The server
 * sends only while the `push_notifications` setting is on; the card says so when it is off. It
 * also says when the alert e-mails reach nobody (no address set) or are turned off, so the owner
 * never finds out from a lost customer that no alert went anywhere.
 */
export function PushOptIn({ leadMail }: { leadMail: DashboardData['lead_mail'] }) {
  const key = trpc.push.publicKey.useQuery();
  const subscribe = trpc.push.subscribe.useMutation();
  const unsubscribe = trpc.push.unsubscribe.useMutation();
  const [state, setState] = useState<DeviceState>('checking');
  // The last attempt's failure, kept in the card (a toast goes away): why nothing changed.
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    let active = true;
    withinTimeLimit(currentSubscription())
      .then((subscription) => active && setState(subscription ? 'on' : 'off'))
      .catch(() => active && setState('off'));
    return () => {
      active = false;
    };
  }, []);

  const turnOn = async () => {
    if (!key.data) return;
    setState('working');
    setFailure(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      // The permission prompt waits on the person; what follows waits only on the browser.
      const publicKey = key.data.public_key;
      await withinTimeLimit(
        (async () => {
          const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
          await navigator.serviceWorker.ready;
          const subscription = await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(publicKey),
          });
          const json = subscription.toJSON();
          await subscribe.mutateAsync({
            endpoint: json.endpoint ?? subscription.endpoint,
            keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
          });
        })(),
      );
      setState('on');
      toast.success('Notificações ativadas neste aparelho');
    } catch (error) {
      setState('off');
      const reason = pushFailureText(error, [PUSH_TIMEOUT_MESSAGE]);
      setFailure(reason);
      toast.error(`Não foi possível ativar as notificações: ${reason}`);
    }
  };

  const turnOff = async () => {
    setState('working');
    setFailure(null);
    try {
      await withinTimeLimit(
        (async () => {
          const subscription = await currentSubscription();
          if (subscription) {
            await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
            await subscription.unsubscribe();
          }
        })(),
      );
      setState('off');
      toast.success('Notificações desativadas neste aparelho');
    } catch (error) {
      setState('on');
      const reason = pushFailureText(error, [PUSH_TIMEOUT_MESSAGE]);
      setFailure(reason);
      toast.error(`Não foi possível desativar as notificações: ${reason}`);
    }
  };

  return (
    <section className="admin-card ops-panel ops-push" aria-labelledby="ops-push-title">
      <div className="ops-panel__header">
        <h2 id="ops-push-title">Avisos de novos contatos</h2>
      </div>
      <p className="admin-muted ops-push__text">
        Receba um aviso neste celular ou computador a cada mensagem nova, mesmo com o painel
        fechado.
      </p>
      {leadMail === 'no_recipients' ? (
        <p className="ops-push__text">
          <strong>Os avisos por e-mail não chegam a ninguém:</strong> informe um endereço em
          “E-mails para avisos”, em <Link to="/settings">Configurações</Link>, ou o seu e-mail em{' '}
          <Link to="/users">Usuários</Link>.
        </p>
      ) : leadMail === 'off' ? (
        <p className="ops-push__text">
          Os avisos por e-mail estão desligados em <Link to="/settings">Configurações</Link>.
        </p>
      ) : null}
      {key.data && !key.data.enabled ? (
        <p className="ops-push__text">
          O envio está desligado. Ligue “Notificações push” em{' '}
          <Link to="/settings">Configurações</Link>.
        </p>
      ) : null}
      <p className="ops-push__status ops-push__text" role="status">
        {STATUS_TEXT[state]}
      </p>
      {failure && state !== 'working' ? (
        <p className="ops-push__text" role="alert">
          {failure}
        </p>
      ) : null}
      {state === 'on' ? (
        <button type="button" className="admin-btn" onClick={turnOff}>
          <BellOff aria-hidden="true" size={18} />
          Desativar neste aparelho
        </button>
      ) : state === 'off' || state === 'working' ? (
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={turnOn}
          disabled={state === 'working' || !key.data}
        >
          <BellRing aria-hidden="true" size={18} />
          Ativar notificações neste aparelho
        </button>
      ) : null}
    </section>
  );
}

const STATUS_TEXT: Record<DeviceState, string> = {
  checking: '',
  unsupported:
    'Este navegador não recebe notificações. No iPhone, adicione o site à Tela de Início.',
  blocked:
    'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site e recarregue a página.',
  off: 'Este aparelho não recebe avisos.',
  on: 'Este aparelho recebe um aviso a cada contato novo.',
  working: 'Aguarde…',
};
