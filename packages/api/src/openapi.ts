import { generateOpenApiDocument } from 'trpc-to-openapi';
import { contactsExportOperation } from './openapi-contacts-export';
import { applyDocumentConventions } from './openapi-conventions';
import { mediaUploadOperation } from './openapi-media';
import { applyProcedureFacts, proceduresByOperation } from './openapi-procedures';
import { applySchemaRefinements } from './openapi-refinements';
import { appRouter } from './router';
import type { ProcedureMeta } from './trpc';

/** Every tag the procedures use, in the order the reference lists them. */
const TAGS: Record<string, string> = {
  Sistema: 'Saúde da API e do banco de dados',
  Autenticação: 'Entrada, saída e sessão atual',
  Usuários: 'Contas do painel e seus papéis',
  Configurações: 'Configurações do site e do painel',
  Empresa: 'Dados da oficina: nome, contatos, endereço e horários',
  Agendamentos:
    'Agendamento online: horários livres, novos agendamentos, o link pessoal do cliente e a agenda da oficina',
  Sobre: 'Página Sobre',
  Serviços: 'Serviços oferecidos',
  Depoimentos: 'Depoimentos de clientes',
  FAQ: 'Perguntas frequentes',
  Portfólio: 'Trabalhos realizados',
  Blog: 'Posts do blog',
  Banners: 'Banners do site, por posição',
  Popups: 'Popups e suas regras de exibição',
  Marketing: 'Chamadas de atenção, urgência e ofertas',
  WhatsApp: 'Número, mensagens e contextos do botão do WhatsApp',
  'Redes sociais': 'Links para as redes sociais',
  'Conteúdo editável': 'Textos do site editáveis pelo painel',
  Contatos: 'Mensagens do formulário de contato',
  Lixeira: 'Conteúdo excluído, guardado por 30 dias para ser restaurado',
  Imagens: 'Biblioteca de imagens: envio, busca, texto alternativo e exclusão',
  Painel: 'Resumo do painel',
  'Chaves de API':
    'Chaves para integrações (Authorization: Bearer ofk_…), cada uma com um papel; só admins com sessão as gerenciam',
  Webhooks:
    'Avisos assinados (Standard Webhooks) a outros sistemas: novos contatos, agendamentos e mudanças de conteúdo; só admins',
  Auditoria: 'Registro de alterações e de eventos de segurança',
  Notificações: 'Notificações de novos contatos nos aparelhos da equipe (Web Push)',
  Estatísticas: 'Visitas e cliques em WhatsApp e telefone do site, contados por dia e página',
  'Caixa de saída':
    'E-mails enviados pelo sistema: avisos de novas mensagens e links de nova senha',
};

/** The OpenAPI 3.1 document of the REST API, generated from the same procedures tRPC serves. */
export function buildOpenApiDocument(baseUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: 'API da oficina',
    description:
      'API REST do site e do painel da oficina de ar-condicionado automotivo. Respostas em JSON; ' +
      'falhas respondem com `{ error, code, issues?, request_id }` (o `request_id` é o mesmo do ' +
      'cabeçalho `X-Request-Id`: informe-o ao suporte). Um campo ou parâmetro que a operação não ' +
      'recebe é recusado com 400, nomeado em `issues`, em vez de ignorado. Rotas protegidas aceitam `Authorization: Bearer <token>` ' +
      '(token de `POST /auth/login`, ou uma chave de API `ofk_…` criada em `POST /api-keys`, que ' +
      'não expira por inatividade e vale até ser revogada). `PUT` e `PATCH` mudam só os campos enviados; os demais ' +
      'ficam como estão.\n\n' +
      'Limites: cada endereço (ou cada chave de API) tem uma cota de requisições por minuto em ' +
      'toda a API (além de cotas ' +
      'para mensagens de contato, logins falhos e pedidos de nova senha). Toda resposta limitada ' +
      'diz a cota em `RateLimit-Policy` (ex.: `"api";q=300;w=60`) e o que resta em `RateLimit` ' +
      '(ex.: `"api";r=297;t=42`: 297 requisições, janela recomeça em 42 s), conforme o rascunho ' +
      'IETF *RateLimit header fields for HTTP*; passada a cota, a resposta é 429 com `Retry-After`.',
    version: '1.0.0',
    baseUrl,
    securitySchemes: {
      Authorization: {
        type: 'http',
        scheme: 'bearer',
        description: 'Token devolvido por POST /auth/login, ou uma chave de API (ofk_…)',
      },
    },
  });
  document.paths = {
    ...document.paths,
    '/media': { ...document.paths?.['/media'], post: mediaUploadOperation() as never },
  };
  const procedures = appRouter._def.procedures as never;
  applyProcedureFacts(document, proceduresByOperation(procedures));
  document.paths['/contacts/export.csv'] = {
    get: contactsExportOperation(
      (document.paths['/contacts']?.get?.parameters ?? []) as never,
      (appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>)[
        'contacts.exportBatch'
      ]?._def.meta,
    ) as never,
  };
  document.tags = Object.entries(TAGS).map(([name, description]) => ({ name, description }));
  return applyDocumentConventions(applySchemaRefinements(document));
}
