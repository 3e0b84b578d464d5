import { Readable } from 'node:stream';
import { type ApiDeps, createCaller, createContext, restErrorFor } from '@oficina/api';
import {
  CONTACT_STATUS_LABELS,
  type Contact,
  type ContactExportFilters,
  formatDateTime,
  isoDay,
  MESSAGES,
} from '@oficina/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSessionToken } from '../session-cookie';

const BATCH = 1000;
const HEADERS = [
  'ID',
  'Data',
  'Nome',
  'E-mail',
  'Telefone',
  'Veículo',
  'Serviço',
  'Mensagem',
  'Status',
  'Consentimento LGPD',
];

/**
 * One quoted cell. A spreadsheet runs a cell starting with = + - @ (or a tab or CR before them)
 * as a formula: a leading apostrophe keeps it text (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const csvLine = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(';')}\r\n`;

function contactLine(contact: Contact): string {
  return csvLine([
    contact.id,
    formatDateTime(contact.created_at),
    contact.name,
    contact.email,
    contact.phone,
    contact.vehicle,
    contact.service,
    contact.message,
    CONTACT_STATUS_LABELS[contact.status],
    contact.lgpd_consent ? `Sim, em ${formatDateTime(contact.consent_at)}` : 'Não',
  ]);
}

/** The inbox filters from the query string; pagination is ignored, anything else is validated. */
function filtersFrom(request: FastifyRequest): ContactExportFilters {
  const { status, q, sort, order } = (request.query ?? {}) as Record<string, unknown>;
  // Unchecked here: the procedure validates its input and answers 400 with the issues.
  return { status, q, sort, order } as ContactExportFilters;
}

/**
 * GET /api/contacts/export.csv: the inbox (same filters and order as GET /api/contacts) as a
 * CSV for Excel in Portuguese — UTF-8 with BOM, `;` between cells, CRLF. Rows are read in
 * keyset batches as the client takes them, so a large inbox never sits in memory.
 *
 * Access goes through the `contacts.exportBatch` procedure (viewer and up), with the request's
 * session cookie or Bearer token, exactly as the REST API reads them.
 */
export function registerContactsExport(
  app: FastifyInstance,
  deps: ApiDeps,
  options: { secureCookies: boolean },
): void {
  app.get('/api/contacts/export.csv', async (request, reply) => {
    const caller = createCaller(
      createContext(deps, {
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        token: readSessionToken(request, options.secureCookies),
      }),
    );
    const filters = filtersFrom(request);
    const fetchBatch = (after?: { key: string; id: number }) =>
      caller.contacts.exportBatch({ ...filters, after, limit: BATCH });

    // The first batch checks the session, the role and the filters before any byte is sent.
    let first: Awaited<ReturnType<typeof fetchBatch>>;
    try {
      first = await fetchBatch();
    } catch (error) {
      const known = restErrorFor(error);
      const status = known?.status ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'contacts export failed');
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .send(known?.body ?? { error: MESSAGES.internal, code: 'INTERNAL_SERVER_ERROR' });
    }

    async function* lines() {
      yield `\uFEFF${csvLine(HEADERS)}`;
      let batch = first;
      while (true) {
        yield batch.items.map(contactLine).join('');
        if (!batch.next) return;
        batch = await fetchBatch(batch.next);
      }
    }

    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="contatos-${isoDay(new Date())}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(lines()));
  });
}
