import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DashboardData } from './api-types';
import { formatNumber, formatRelative, formatShortDate } from './format';

type Leads = DashboardData['leads'];
type Day = Leads['per_day'][number];

/** The four ways a lead arrives, drawn as one stacked bar per day. */
const KINDS = [
  { key: 'forms', label: 'Formulário', className: 'ops-leads__forms' },
  { key: 'whatsapp_clicks', label: 'WhatsApp', className: 'ops-leads__whatsapp' },
  { key: 'phone_clicks', label: 'Telefone', className: 'ops-leads__phone' },
  { key: 'bookings', label: 'Agendamentos', className: 'ops-leads__bookings' },
] as const;

const BAR = 8;
const GAP = 2;
const HEIGHT = 100;

/** The table's columns after the day, with the names a phone's cards repeat on each line. */
const COLUMNS = [
  { key: 'visits', label: 'Visitas' },
  ...KINDS.map(({ key, label }) => ({ key, label })),
] as const;

/** Days the table shows until the owner asks for the whole month. */
const SHORT_SPAN = 7;

const leadsOf = (day: Day) => day.forms + day.whatsapp_clicks + day.phone_clicks + day.bookings;

/** "há 3 horas" from the minutes a message has waited. */
function waited(minutes: number, now: Date): string {
  return formatRelative(new Date(now.getTime() - minutes * 60_000).toISOString(), now);
}

/**
 * The last 30 days of visits and leads (contact form, taps on WhatsApp and on the phone) as a
 * chart, with the same numbers in a table for screen readers and for reading exact figures, and
 * the messages still waiting for an answer with how long each has waited. The table starts with
 * the last 7 days (30 rows are a long scroll on a phone, where each day is a card that repeats
 * the column names) and shows the month when asked.
 */
export function LeadFigures({ leads }: { leads: Leads }) {
  const days = leads.per_day;
  const top = Math.max(1, ...days.map(leadsOf));
  const total = (key: keyof Omit<Day, 'date'>) => days.reduce((sum, day) => sum + day[key], 0);
  const now = new Date();
  const width = days.length * (BAR + GAP);
  const [wholeMonth, setWholeMonth] = useState(false);
  const shown = [...days].reverse().slice(0, wholeMonth ? days.length : SHORT_SPAN);
  return (
    <section className="admin-card ops-panel ops-leads" aria-labelledby="ops-leads-title">
      <div className="ops-panel__header">
        <h2 id="ops-leads-title">Contatos nos últimos 30 dias</h2>
      </div>
      <ul className="ops-leads__totals">
        <li>
          <strong>{formatNumber(total('visits'))}</strong>{' '}
          {total('visits') === 1 ? 'visita' : 'visitas'}
        </li>
        {KINDS.map((kind) => (
          <li key={kind.key}>
            <span className={`ops-leads__swatch ${kind.className}`} aria-hidden="true" />
            <strong>{formatNumber(total(kind.key))}</strong> {kind.label}
          </li>
        ))}
      </ul>
      <svg
        className="ops-leads__chart"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {days.map((day, index) => {
          let y = HEIGHT;
          return (
            <g key={day.date} transform={`translate(${index * (BAR + GAP)} 0)`}>
              {KINDS.map((kind) => {
                const height = (day[kind.key] / top) * (HEIGHT - 4);
                y -= height;
                return height > 0 ? (
                  <rect
                    key={kind.key}
                    className={kind.className}
                    x={0}
                    y={y}
                    width={BAR}
                    height={height}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <div className="ops-leads__axis" aria-hidden="true">
        <span>{days[0] ? formatShortDate(`${days[0].date}T12:00:00-03:00`) : ''}</span>
        <span>hoje</span>
      </div>
      <details className="ops-leads__table">
        <summary>Ver os números de cada dia</summary>
        <table className="admin-table ops-leads__days">
          <caption className="admin-sr-only">
            {wholeMonth
              ? 'Visitas e contatos por dia, últimos 30 dias'
              : `Visitas e contatos por dia, últimos ${SHORT_SPAN} dias`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatShortDate(`${day.date}T12:00:00-03:00`)}</th>
                {COLUMNS.map((column) => (
                  <td key={column.key} data-label={column.label}>
                    {formatNumber(day[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {days.length > SHORT_SPAN ? (
          <button
            type="button"
            className="admin-btn admin-btn--small ops-leads__span"
            aria-pressed={wholeMonth}
            onClick={() => setWholeMonth((on) => !on)}
          >
            {wholeMonth ? `Ver ${SHORT_SPAN} dias` : `Ver ${days.length} dias`}
          </button>
        ) : null}
      </details>
      <h3 className="ops-leads__waiting-title">Esperando resposta</h3>
      {leads.waiting.length === 0 ? (
        <p className="admin-muted">Nenhuma mensagem esperando resposta.</p>
      ) : (
        <ul className="ops-leads__waiting">
          {leads.waiting.map((lead) => (
            <li key={lead.id}>
              <Link to="/contact" search={{ id: lead.id } as never}>
                {lead.name}
              </Link>
              <span className="admin-muted">chegou {waited(lead.waiting_minutes, now)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
