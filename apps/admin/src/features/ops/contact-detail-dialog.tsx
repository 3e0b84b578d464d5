import {
  CONTACT_SPAM_RETENTION_DAYS,
  CONTACT_STATUS_LABELS,
  type Contact,
  type ContactStatus,
} from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Inbox, Mail, MessageCircle, Phone, PlayCircle, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { useToastsAbove } from '../../components/toast-layer';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { STATUS_OPTIONS } from './contact-search';
import { ContactStatusBadge } from './contact-status-badge';
import { formatDateTime, formatLongDateTime } from './format';
import { callLink, emailReplyLink, LEAD_REPLY_LABELS, whatsAppReplyLink } from './whatsapp-reply';
import './ops.css';

/** The company name for reply greetings: company data first, the WhatsApp settings second. */
function useCompanyName(): string | null {
  const company = trpc.company.get.useQuery(undefined, { staleTime: 10 * 60_000 });
  const whatsapp = trpc.whatsapp.settings.useQuery(undefined, {
    enabled: company.isError,
    retry: false,
  });
  return company.data?.name || whatsapp.data?.company_name || null;
}

/**
 * One message of the inbox in a modal (full screen on phones): every field, the status, reply
 * links (WhatsApp with a greeting, e-mail) and deletion when the person asks for it (LGPD).
 */
export function ContactDetailDialog({
  id,
  initial,
  onClose,
}: {
  id: number;
  /** The row from the list, shown at once while the full message loads. */
  initial?: Contact;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const contact = trpc.contacts.byId.useQuery({ id }, { placeholderData: initial });
  useToastsAbove(dialog, true);

  // The dialog leaves the page with the route change, so focus goes back to what opened it
  // by hand (a detached <dialog> cannot restore it itself).
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog ops-contact-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-dialog__body">
        <header className="admin-dialog__header">
          <h2 id={titleId}>
            {contact.data ? `Mensagem de ${contact.data.name}` : 'Mensagem de contato'}
          </h2>
          <button type="button" className="admin-icon-btn" onClick={onClose}>
            <X aria-hidden="true" size={20} />
            <span className="admin-sr-only">Fechar</span>
          </button>
        </header>
        <div className="admin-dialog__content">
          <QueryState query={contact} loadingLabel="Carregando mensagem…">
            {(data) => <ContactDetail contact={data} onDeleted={onClose} />}
          </QueryState>
        </div>
        <footer className="admin-dialog__footer">
          <button type="button" className="admin-btn" onClick={onClose}>
            Fechar
          </button>
        </footer>
      </div>
    </dialog>
  );
}

function ContactDetail({ contact, onDeleted }: { contact: Contact; onDeleted: () => void }) {
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const statusId = useId();
  const company = useCompanyName();

  const refresh = async (updated?: Contact) => {
    if (updated) utils.contacts.byId.setData({ id: updated.id }, updated);
    await Promise.all([utils.contacts.list.invalidate(), utils.dashboard.summary.invalidate()]);
  };

  const updateStatus = trpc.contacts.updateStatus.useMutation({
    onSuccess: async (updated) => {
      // `contact` is still the message before the change: refresh() below replaces it.
      toast.success(
        contact.status === 'spam' && updated.status === 'novo'
          ? 'Mensagem movida para a caixa de entrada, como nova'
          : `Status alterado para "${CONTACT_STATUS_LABELS[updated.status]}"`,
      );
      await refresh(updated);
    },
    onError: (error) => reportSaveError(error),
  });
  const remove = trpc.contacts.delete.useMutation({
    onSuccess: async () => {
      toast.success('Mensagem excluída');
      utils.contacts.byId.setData({ id: contact.id }, undefined);
      onDeleted();
      await refresh();
    },
    onError: (error) => reportSaveError(error),
  });

  const setStatus = (status: ContactStatus) => {
    if (status !== contact.status) updateStatus.mutate({ id: contact.id, status });
  };

  const askDelete = async () => {
    const ok = await confirm({
      title: 'Excluir esta mensagem?',
      message: (
        <>
          <p>
            A mensagem de <strong>{contact.name}</strong> e os dados dela (nome, telefone, e-mail)
            serão apagados definitivamente.
          </p>
          <p>Use quando a pessoa pedir a exclusão dos dados dela (LGPD).</p>
        </>
      ),
      confirmLabel: 'Excluir mensagem',
      danger: true,
    });
    if (ok) remove.mutate({ id: contact.id });
  };

  const whatsapp = whatsAppReplyLink(contact, company);
  const email = emailReplyLink(contact, company);
  const call = callLink(contact.phone);
  const busy = updateStatus.isPending || remove.isPending;

  return (
    <div className="ops-contact">
      <div className="ops-contact__status">
        <ContactStatusBadge status={contact.status} />
        <div className="ops-inline-field">
          <label htmlFor={statusId}>Mudar status</label>
          <select
            id={statusId}
            className="ops-select"
            value={contact.status}
            disabled={busy}
            onChange={(event) => setStatus(event.target.value as ContactStatus)}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {contact.status === 'spam' ? (
        <div className="admin-notice ops-contact__spam">
          <p>
            Marcada como spam: fica fora da caixa de entrada e é apagada automaticamente após{' '}
            {CONTACT_SPAM_RETENTION_DAYS} dias. Se for de um cliente, mova-a para a caixa de
            entrada.
          </p>
          <button
            type="button"
            className="admin-btn admin-btn--small"
            disabled={busy}
            onClick={() => setStatus('novo')}
          >
            <Inbox aria-hidden="true" size={16} />
            Não é spam
          </button>
        </div>
      ) : null}

      {contact.status === 'novo' ? (
        <div className="admin-notice ops-contact__new">
          <p>Esta mensagem ainda não foi atendida.</p>
          <button
            type="button"
            className="admin-btn admin-btn--small"
            disabled={busy}
            onClick={() => setStatus('em_andamento')}
          >
            <PlayCircle aria-hidden="true" size={16} />
            Marcar como em andamento
          </button>
        </div>
      ) : null}

      {/* First, so the owner answers in one tap on a phone without scrolling past the message. */}
      {whatsapp || email || call ? (
        <div className="ops-contact__replies">
          {whatsapp ? (
            <a
              className="admin-btn ops-btn-whatsapp"
              href={whatsapp}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle aria-hidden="true" size={18} />
              {LEAD_REPLY_LABELS.whatsApp}
              <span className="admin-sr-only"> (abre em nova aba)</span>
            </a>
          ) : null}
          {email ? (
            <a className="admin-btn" href={email}>
              <Mail aria-hidden="true" size={18} />
              {LEAD_REPLY_LABELS.email}
            </a>
          ) : null}
          {call ? (
            <a className="admin-btn" href={call}>
              <Phone aria-hidden="true" size={18} />
              {LEAD_REPLY_LABELS.call}
            </a>
          ) : null}
        </div>
      ) : null}

      <dl className="ops-fields">
        <Field label="Recebida em">
          <time dateTime={contact.created_at} title={formatLongDateTime(contact.created_at)}>
            {formatDateTime(contact.created_at)}
          </time>
        </Field>
        <Field label="Nome">{contact.name}</Field>
        <Field label="Telefone">
          {contact.phone ? call ? <a href={call}>{contact.phone}</a> : contact.phone : '—'}
        </Field>
        <Field label="E-mail">
          {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}
        </Field>
        <Field label="Veículo">{contact.vehicle || '—'}</Field>
        <Field label="Serviço">{contact.service || '—'}</Field>
        <Field label="Consentimento LGPD">
          {contact.lgpd_consent ? `Sim, em ${formatDateTime(contact.consent_at)}` : 'Não'}
        </Field>
        <Field label="Mensagem" wide>
          <p className="ops-message">{contact.message}</p>
        </Field>
      </dl>

      <div className="ops-contact__actions">
        <button
          type="button"
          className="admin-btn admin-btn--danger-ghost ops-contact__delete"
          disabled={busy}
          onClick={() => void askDelete()}
        >
          <Trash2 aria-hidden="true" size={18} />
          {remove.isPending ? 'Excluindo…' : 'Excluir (pedido LGPD)'}
        </button>
      </div>
    </div>
  );
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`ops-fields__item ${wide ? 'ops-fields__item--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
