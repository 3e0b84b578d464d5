import type { ProcedureMeta } from './trpc';

type Json = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
}

/** The filters the CSV export reads from its query string (pagination does not apply). */
const FILTERS = ['status', 'q', 'sort', 'order'];

/**
 * `GET /contacts/export.csv`, a plain Fastify route (its answer is not JSON) that reads the
 * inbox through `contacts.exportBatch`: its roles come from that procedure and its filters
 * from `GET /contacts`, so the three cannot drift apart.
 */
export function contactsExportOperation(
  listParameters: Parameter[],
  exportMeta: ProcedureMeta | undefined,
): Json {
  const access = exportMeta?.access ?? 'viewer';
  return {
    operationId: 'contacts-export-csv',
    summary: 'Exporta as mensagens de contato em CSV',
    description:
      'As mensagens da caixa de entrada (com os mesmos filtros e a mesma ordem de `GET /contacts`, ' +
      'sem paginação) em CSV para o Excel em português: UTF-8 com BOM, `;` entre as células e ' +
      `fim de linha CRLF. Exige login (Bearer ou cookie de sessão): papel ${access} ou acima. ` +
      'Responde 200 com o arquivo (`Content-Disposition: attachment`).',
    tags: ['Contatos'],
    'x-access': access,
    security: [{ Authorization: [] }],
    parameters: listParameters.filter((p) => p.in === 'query' && FILTERS.includes(p.name)),
    responses: {
      '200': {
        description: 'O arquivo CSV, uma linha por mensagem, com cabeçalho',
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="contatos-AAAA-MM-DD.csv"',
            schema: { type: 'string' },
          },
        },
        content: {
          'text/csv': {
            schema: { type: 'string' },
            example:
              '\uFEFFID;Data;Nome;E-mail;Telefone;Veículo;Serviço;Mensagem;Status;Consentimento LGPD\r\n' +
              '1;10/01/2026 14:30;Maria Souza;maria@example.com;(11) 98888-7777;Gol 2015;' +
              'Recarga de gás;O ar não gela;novo;sim\r\n',
          },
        },
      },
      '400': { description: 'Filtro inválido' },
      '401': { description: 'Sem login ou com sessão expirada' },
      '403': { description: 'O papel do usuário não permite esta operação' },
    },
  };
}
