import { toast } from '@site/features/toasts';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import { useConfirm } from '../../components/confirm-dialog';
import { trpc } from '../../lib/trpc';
import { formatLongDateTime } from '../ops/format';

/**
 * "Agenda no celular": the calendar feed's address, made or replaced here and shown once (the
 * server keeps only its hash), as a subscribe link and a QR code to read with the phone.
 */
export function CalendarFeedCard() {
  const status = trpc.bookings.feedStatus.useQuery();
  const rotate = trpc.bookings.rotateFeed.useMutation();
  const confirm = useConfirm();
  const [url, setUrl] = useState<string | null>(null);

  const make = async () => {
    if (status.data?.exists) {
      const sure = await confirm({
        title: 'Trocar o endereço da agenda?',
        message: (
          <p>
            O endereço atual para de funcionar: os celulares que assinaram precisam assinar de novo.
          </p>
        ),
        confirmLabel: 'Trocar endereço',
        cancelLabel: 'Manter',
        danger: true,
      });
      if (!sure) return;
    }
    try {
      const made = await rotate.mutateAsync({ confirm: true });
      setUrl(made.url);
      void status.refetch();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const webcal = url?.replace(/^https?:/, 'webcal:');
  return (
    <section className="admin-card agenda-feed" aria-labelledby="agenda-feed-titulo">
      <h2 id="agenda-feed-titulo">Agenda no celular</h2>
      <p className="admin-muted">
        Assine este endereço no app de agenda do celular (Google Agenda, Calendário do iPhone) para
        ver os agendamentos junto com os seus compromissos.
        {status.data?.exists && status.data.created_at
          ? ` Endereço atual criado em ${formatLongDateTime(status.data.created_at)}.`
          : ''}
      </p>
      {url && webcal ? (
        <div className="agenda-feed__link">
          <p>
            <a className="admin-btn admin-btn--primary" href={webcal}>
              Assinar neste aparelho
            </a>
          </p>
          <p className="agenda-feed__url">{url}</p>
          <div
            className="agenda-feed__qr"
            role="img"
            aria-label="Código QR do endereço da agenda"
            // uqr draws the code as plain SVG rectangles from the address alone.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made by uqr from our own URL
            dangerouslySetInnerHTML={{ __html: renderSVG(url, { border: 2 }) }}
          />
          <p className="admin-muted">
            Este endereço aparece só agora: guarde-o ou leia o código com o celular.
          </p>
        </div>
      ) : null}
      <button
        type="button"
        className="admin-btn"
        onClick={() => void make()}
        disabled={rotate.isPending}
      >
        {status.data?.exists ? 'Trocar endereço' : 'Criar endereço de assinatura'}
      </button>
    </section>
  );
}
