import { BOOKING_STATUS_LABELS, isoDay, mailErrorText, vehicleText } from '@oficina/core';
import { Link } from '@tanstack/react-router';
import {
  Building2,
  CircleHelp,
  ExternalLink,
  History,
  Images,
  Inbox,
  type LucideIcon,
  Mail,
  MailX,
  Megaphone,
  MessageCircle,
  MessageSquareQuote,
  Newspaper,
  Plus,
  Settings,
  Users,
  Webhook as WebhookIcon,
  Wrench,
} from 'lucide-react';
import { useAuth } from '../../auth/use-auth';
import { AdminPage } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { trpc } from '../../lib/trpc';
import type { DashboardData } from './api-types';
import { ContactStatusBadge } from './contact-status-badge';
import { formatLongDateTime, formatNumber, formatRelative } from './format';
import { actionVerb, auditActor, auditRecordName, ENTITY_PAGES, entityLabel } from './labels';
import { LeadFigures } from './lead-figures';
import { PushOptIn } from './push-opt-in';
import './ops.css';

type Counts = DashboardData['counts'];

interface CountCard {
  key: keyof Counts;
  label: string;
  icon: LucideIcon;
  /** Panel path; `search` narrows the page (new messages only). */
  to: string;
  search?: Record<string, string>;
}

const CARDS: CountCard[] = [
  {
    key: 'new_contacts',
    label: 'Mensagens novas',
    icon: Inbox,
    to: '/contact',
    search: { status: 'novo' },
  },
  { key: 'services', label: 'Serviços', icon: Wrench, to: '/services' },
  { key: 'testimonials', label: 'Depoimentos', icon: MessageSquareQuote, to: '/testimonials' },
  { key: 'faqs', label: 'Perguntas frequentes', icon: CircleHelp, to: '/faqs' },
  { key: 'active_popups', label: 'Popups no ar', icon: Megaphone, to: '/popups' },
  { key: 'portfolio', label: 'Trabalhos no portfólio', icon: Images, to: '/portfolio' },
  { key: 'blog_posts', label: 'Posts do blog', icon: Newspaper, to: '/blog' },
  { key: 'users', label: 'Usuários', icon: Users, to: '/users' },
];

/** "Painel": the counts, the latest messages and changes, and the lead figures. */
export function DashboardPage() {
  const summary = trpc.dashboard.summary.useQuery();
  const auth = useAuth();
  const name = auth.status === 'authenticated' ? auth.user.username : '';
  return (
    <AdminPage
      title="Painel"
      description={`Bem-vindo(a)${name ? `, ${name}` : ''}! Aqui está o resumo do site e das mensagens recebidas.`}
    >
      <QueryState query={summary} loadingLabel="Carregando resumo…">
        {(data) => <Dashboard data={data} />}
      </QueryState>
    </AdminPage>
  );
}

/**
 * Webhooks the server switched off after three days of failed deliveries: the other system stops
 * hearing of leads and bookings, so the owner is told here until one is switched on again.
 */
function DisabledWebhooks() {
  const hooks = trpc.webhooks.list.useQuery();
  const off = (hooks.data ?? []).filter((hook) => !hook.active && hook.disabled_at);
  if (off.length === 0) return null;
  return (
    <div className="admin-notice ops-dashboard__alert" role="status">
      <p className="ops-dashboard__alert-text">
        <strong>
          {off.length === 1
            ? `O webhook ${off[0]!.url} foi desligado: os envios falharam por 3 dias.`
            : `${off.length} webhooks foram desligados: os envios falharam por 3 dias.`}
        </strong>{' '}
        Confira o sistema que recebe e ligue de novo em Webhooks.
      </p>
      <Link to="/webhooks" className="admin-btn admin-btn--primary">
        <WebhookIcon aria-hidden="true" size={18} />
        Ver webhooks
      </Link>
    </div>
  );
}

/**
 * The signed-in account has no e-mail: "Esqueci minha senha" could never reach it, so it is told
 * here (from `auth.me`) until it adds one, with the way to its own editor in Usuários.
 */
export function MissingEmailNotice() {
  const auth = useAuth();
  if (auth.status !== 'authenticated' || auth.user.email) return null;
  return (
    <div className="admin-notice ops-dashboard__alert" role="status" data-testid="missing-email">
      <p className="ops-dashboard__alert-text">
        <strong>Sua conta não tem e-mail: sem ele, não é possível recuperar a senha.</strong>{' '}
        Adicione um e-mail para receber o link de “Esqueci minha senha”.
      </p>
      <Link to="/users" search={{ editar: auth.user.id }} className="admin-btn admin-btn--primary">
        <Mail aria-hidden="true" size={18} />
        Adicionar e-mail
      </Link>
    </div>
  );
}

/**
 * Mail is failing (the server's rule: mail refused since the last delivery, see mailFailure):
 * lead alerts and booking mails are not reaching anyone, so the owner is told here with the
 * newest reason in words, until a mail goes out again.
 */
export function MailFailureNotice({ failure }: { failure: DashboardData['mail_failure'] }) {
  if (!failure) return null;
  return (
    <div className="admin-notice ops-dashboard__alert" role="status" data-testid="mail-failing">
      <p className="ops-dashboard__alert-text">
        <strong>
          O envio de e-mails está falhando:{' '}
          {failure.failing === 1
            ? '1 e-mail não saiu.'
            : `${formatNumber(failure.failing)} e-mails não saíram.`}
        </strong>{' '}
        {mailErrorText(failure.last_error)}
      </p>
      <Link to="/outbox" className="admin-btn admin-btn--primary">
        <MailX aria-hidden="true" size={18} />
        Ver a Caixa de saída
      </Link>
    </div>
  );
}

/** Maintenance mode is on: visitors see only the maintenance page until it is switched off. */
export function MaintenanceNotice({ on }: { on: boolean }) {
  if (!on) return null;
  return (
    <div className="admin-notice ops-dashboard__alert" role="status" data-testid="maintenance-on">
      <p className="ops-dashboard__alert-text">
        <strong>O site está em manutenção: os visitantes veem só a página de manutenção.</strong>{' '}
        Para abrir o site de novo, desligue “Manutenção” em Configurações.
      </p>
      <Link to="/settings" className="admin-btn admin-btn--primary">
        <Settings aria-hidden="true" size={18} />
        Abrir Configurações
      </Link>
    </div>
  );
}

function Dashboard({ data }: { data: DashboardData }) {
  const waiting = data.counts.new_contacts;
  return (
    <div className="ops-dashboard">
      <MaintenanceNotice on={data.maintenance_mode} />
      <MailFailureNotice failure={data.mail_failure} />
      <MissingEmailNotice />
      <DisabledWebhooks />
      {waiting > 0 ? (
        <div className="admin-notice ops-dashboard__alert">
          <p className="ops-dashboard__alert-text">
            <strong>
              {waiting === 1
                ? '1 mensagem nova esperando resposta.'
                : `${formatNumber(waiting)} mensagens novas esperando resposta.`}
            </strong>
          </p>
          <Link to="/contact" search={{ status: 'novo' }} className="admin-btn admin-btn--primary">
            <Inbox aria-hidden="true" size={18} />
            Ver mensagens novas
          </Link>
        </div>
      ) : null}

      <section aria-labelledby="ops-counts-title">
        <h2 id="ops-counts-title" className="admin-sr-only">
          Totais
        </h2>
        <ul className="ops-cards">
          {CARDS.map((card) => (
            <li key={card.key}>
              <Link
                to={card.to as '/'}
                search={card.search as never}
                className="ops-card"
                data-highlight={(card.key === 'new_contacts' && waiting > 0) || undefined}
              >
                <card.icon aria-hidden="true" size={22} className="ops-card__icon" />
                <span className="ops-card__value">{formatNumber(data.counts[card.key])}</span>
                <span className="ops-card__label">{card.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <LeadFigures leads={data.leads} />

      <PushOptIn leadMail={data.lead_mail} />

      <section className="admin-card ops-panel" aria-labelledby="ops-bookings-title">
        <div className="ops-panel__header">
          <h2 id="ops-bookings-title">Próximos agendamentos</h2>
          <Link to="/agenda" className="ops-panel__more">
            Abrir agenda
          </Link>
        </div>
        {data.upcoming_bookings.length === 0 ? (
          <p className="admin-muted">Nenhum agendamento pela frente.</p>
        ) : (
          <ul className="ops-feed">
            {data.upcoming_bookings.map((booking) => (
              <li key={booking.id} className="ops-feed__item">
                <div className="ops-feed__main">
                  <Link
                    to="/agenda"
                    search={{ agendamento: booking.id, dia: isoDay(booking.starts_at) }}
                    className="ops-feed__title"
                  >
                    {booking.name}
                  </Link>
                  <span className="admin-muted ops-feed__meta">
                    {formatLongDateTime(booking.starts_at)} · {vehicleText(booking.vehicle)}
                  </span>
                </div>
                <span className="admin-muted">{BOOKING_STATUS_LABELS[booking.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="ops-dashboard__columns">
        <section className="admin-card ops-panel" aria-labelledby="ops-latest-title">
          <div className="ops-panel__header">
            <h2 id="ops-latest-title">Últimas mensagens</h2>
            <Link to="/contact" className="ops-panel__more">
              Ver todas
            </Link>
          </div>
          {data.latest_contacts.length === 0 ? (
            <p className="admin-muted">
              Nenhuma mensagem ainda. Elas chegam pelo formulário da página Contato.
            </p>
          ) : (
            <ul className="ops-feed">
              {data.latest_contacts.map((contact) => (
                <li key={contact.id} className="ops-feed__item">
                  <div className="ops-feed__main">
                    <Link
                      to="/contact"
                      search={{ id: contact.id }}
                      className="ops-feed__title"
                      data-new={contact.status === 'novo' || undefined}
                    >
                      {contact.name}
                    </Link>
                    <span className="admin-muted ops-feed__meta">
                      {contact.service || 'Sem serviço informado'} ·{' '}
                      <time
                        dateTime={contact.created_at}
                        title={formatLongDateTime(contact.created_at)}
                      >
                        {formatRelative(contact.created_at)}
                      </time>
                    </span>
                  </div>
                  <ContactStatusBadge status={contact.status} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="admin-card ops-panel" aria-labelledby="ops-activity-title">
          <div className="ops-panel__header">
            <h2 id="ops-activity-title">Atividade recente</h2>
            <Link to="/audit" className="ops-panel__more">
              Ver histórico
            </Link>
          </div>
          {data.recent_activity.length === 0 ? (
            <p className="admin-muted">Nenhuma alteração registrada ainda.</p>
          ) : (
            <ul className="ops-feed">
              {data.recent_activity.map((entry) => {
                const record = auditRecordName(entry);
                const page = ENTITY_PAGES[entry.entity];
                const item = entityLabel(entry.entity);
                const { verb, withItem } = actionVerb(entry.action);
                return (
                  <li key={entry.id} className="ops-feed__item">
                    <div className="ops-feed__main">
                      <span>
                        <strong>{auditActor(entry)}</strong> {verb}
                        {withItem ? (
                          <>
                            {' '}
                            {page ? <Link to={page as '/'}>{item}</Link> : item}
                            {record ? <span className="ops-feed__record"> “{record}”</span> : null}
                          </>
                        ) : null}
                      </span>
                      <time
                        className="admin-muted ops-feed__meta"
                        dateTime={entry.created_at}
                        title={formatLongDateTime(entry.created_at)}
                      >
                        {formatRelative(entry.created_at)}
                      </time>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="ops-shortcuts-title">
        <h2 id="ops-shortcuts-title">Atalhos</h2>
        <div className="ops-shortcuts">
          <Link to="/services" search={{ novo: true }} className="admin-btn">
            <Plus aria-hidden="true" size={18} />
            Novo serviço
          </Link>
          <Link to="/contact" className="admin-btn">
            <Inbox aria-hidden="true" size={18} />
            Ver mensagens
            {waiting > 0 ? (
              <span className="ops-filter__count">
                {formatNumber(waiting)}
                <span className="admin-sr-only"> novas</span>
              </span>
            ) : null}
          </Link>
          <Link to="/company" className="admin-btn">
            <Building2 aria-hidden="true" size={18} />
            Editar empresa
          </Link>
          <Link to="/whatsapp" className="admin-btn">
            <MessageCircle aria-hidden="true" size={18} />
            WhatsApp
          </Link>
          <Link to="/popups" className="admin-btn">
            <Megaphone aria-hidden="true" size={18} />
            Popups
          </Link>
          <Link to="/audit" className="admin-btn">
            <History aria-hidden="true" size={18} />
            Histórico de alterações
          </Link>
          <a className="admin-btn" href="/" target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" size={18} />
            Ver o site
            <span className="admin-sr-only"> (abre em nova aba)</span>
          </a>
        </div>
      </section>
    </div>
  );
}
