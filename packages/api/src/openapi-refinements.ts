import { CONTACT_PHONE_PATTERN } from '@oficina/core';
import { z } from 'zod';

/**
 * Rules the server enforces through zod refinements, which the JSON Schema generator cannot
 * see (a refinement is a function): written into the named schemas here so the document
 * refuses what the server refuses. Each rule names the core schema that enforces it; when that
 * schema changes, openapi-document.test.ts and the conformance test notice.
 */

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  description?: string;
  pattern?: string;
};

/** The words z.stringbool() (queryBoolean in core) reads as true or false, in any case. */
const STRINGBOOL_WORDS = [
  'true',
  '1',
  'yes',
  'on',
  'y',
  'enabled',
  'false',
  '0',
  'no',
  'off',
  'n',
  'disabled',
];
const anyCase = (word: string) =>
  word.replace(/[a-z]/g, (letter) => `[${letter.toUpperCase()}${letter}]`);

/** What `include_inactive` really accepts: a yes/no word, upper or lower case. */
export const INCLUDE_INACTIVE_SCHEMA = {
  type: 'string',
  pattern: `^(?:${STRINGBOOL_WORDS.map(anyCase).join('|')})$`,
  examples: ['true', 'false'],
  description: `Sim ou não: ${STRINGBOOL_WORDS.join(', ')} (maiúsculas ou minúsculas)`,
};

/** contactInputSchema: an e-mail is checked with z.email(), a phone with its own pattern. */
const { $schema: _, ...EMAIL } = z.toJSONSchema(z.email()) as Record<string, unknown>;
const CONTACT_EMAIL = {
  anyOf: [{ ...EMAIL, maxLength: 200 }, { type: 'string', const: '' }, { type: 'null' }],
  description: 'E-mail para resposta (vazio ou null: nenhum)',
};
const CONTACT_PHONE = {
  anyOf: [
    // The server trims first, then wants 8 to 15 digits among spaces, parentheses, + and -.
    { type: 'string', pattern: CONTACT_PHONE_PATTERN.source, maxLength: 40 },
    { type: 'string', const: '' },
    { type: 'null' },
  ],
  description:
    'Telefone para resposta: 8 a 15 dígitos, com espaços, parênteses, + ou - se quiser, até 40 caracteres (vazio ou null: nenhum)',
};
/** contactInputSchema's refine: an e-mail or a phone to answer to. */
const EMAIL_OR_PHONE: Schema[] = [
  { required: ['email'], properties: { email: { type: 'string', minLength: 1 } } },
  { required: ['phone'], properties: { phone: { type: 'string', minLength: 1 } } },
];

/** httpUrl() and the company's website: z.url() limited to the http and https schemes. */
const HTTP_URL = { type: 'string', format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?:' };
const COMPANY_WEBSITE = {
  anyOf: [{ ...HTTP_URL, maxLength: 300 }, { type: 'string', const: '' }, { type: 'null' }],
  description: 'Site da oficina, http(s) (vazio ou null: nenhum)',
};

/** userEmailSchema: trimmed, lower-cased, then z.email(); empty means none. */
const USER_EMAIL = {
  anyOf: [{ ...EMAIL, maxLength: 200 }, { type: 'string', const: '' }, { type: 'null' }],
  description: 'E-mail para links de nova senha, um por conta (vazio ou null: nenhum)',
};

/** companyInputSchema's whatsapp refine: 10 to 13 digits, whatever else surrounds them. */
const WHATSAPP_PATTERN = '^\\D*(?:\\d\\D*){10,13}$';

/** push.ts endpointSchema: https, or http on this machine only (a test's push service). */
const PUSH_ENDPOINT = {
  format: 'uri',
  pattern:
    '^(?:[Hh][Tt][Tt][Pp][Ss]:|[Hh][Tt][Tt][Pp]://(?:127\\.0\\.0\\.1|localhost|\\[::1\\])(?:[:/?#]|$))',
};

/** The marketing calls to action and popup buttons refuse script and data addresses. */
const NO_SCRIPT_ACTION = {
  not: {
    pattern: `^\\s*(?:${['javascript', 'data', 'vbscript'].map(anyCase).join('|')}):`,
  },
};

/** Rules between fields, which a JSON Schema cannot compare: said in words where they apply. */
const BETWEEN_FIELDS: Array<[schema: string, field: string, rule: string]> = [
  ['BannerInput', 'ends_at', 'Depois de starts_at, quando as duas existem.'],
  ['BannerUpdate', 'ends_at', 'Depois de starts_at (enviado ou guardado), quando as duas existem.'],
  ['PopupInput', 'expiry_date', 'Depois de start_date, quando as duas existem.'],
  [
    'PopupUpdate',
    'expiry_date',
    'Depois de start_date (enviado ou guardado), quando as duas existem.',
  ],
  ['PopupInput', 'timer_duration', 'Obrigatório (não nulo) quando show_timer é true.'],
  ['PopupUpdate', 'timer_duration', 'Obrigatório (não nulo) quando show_timer fica true.'],
  [
    'CompanyUpdate',
    'opening_hours',
    'Em cada intervalo, opens antes de closes; os intervalos de um mesmo dia não se sobrepõem.',
  ],
  [
    'CompanyUpdate',
    'working_hours',
    'Formato antigo: sem opening_hours, este texto é lido como horário (ex.: "Seg a Sex: 8h às 18h") e recusado com 400 se não puder ser lido.',
  ],
  ['CompanyUpdate', 'closed_dates', 'Cada data aparece uma só vez.'],
  ['ReorderInput', 'ids', 'Ids existentes da lista, sem repetição (senão 404 ou 400).'],
];

const addDescription = (schema: Schema, text: string) => {
  schema.description = schema.description ? `${schema.description} ${text}` : text;
};

const SETTING_VALUES =
  ' As chaves conhecidas (listadas em GET /settings) validam `value` conforme a chave — por ' +
  'exemplo "true"/"false" ou um número inteiro dentro de um intervalo — e respondem 400 com o ' +
  'motivo; outras chaves aceitam qualquer texto de até 5000 caracteres.';

const BANNER_CONTENT = {
  contentMediaType: 'application/json',
  description: 'Texto JSON válido (ex.: {"text":"Frete grátis"}), até 20 000 caracteres',
};

interface Document {
  paths?: Record<
    string,
    Record<string, { parameters?: Array<{ name: string; in: string }>; description?: string }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

export function applySchemaRefinements<T>(input: T): T {
  const document = input as Document;
  const schemas = document.components?.schemas ?? {};

  // reorderInputSchema: "A lista tem ids repetidos".
  const ids = schemas.ReorderInput?.properties?.ids;
  if (ids) ids.uniqueItems = true;

  // bannerContentSchema: the content is JSON text.
  for (const name of ['BannerInput', 'BannerUpdate']) {
    const content = schemas[name]?.properties?.content;
    if (content) Object.assign(content, BANNER_CONTENT);
  }

  for (const name of ['SocialLinkInput', 'SocialLinkUpdate']) {
    const url = schemas[name]?.properties?.url;
    if (url) Object.assign(url, HTTP_URL);
  }
  const company = schemas.CompanyUpdate?.properties;
  if (company?.website) company.website = COMPANY_WEBSITE;
  if (company?.whatsapp) company.whatsapp.pattern = WHATSAPP_PATTERN;
  // openingIntervalSchema's weekday is an int piped into 0–6: the pipe hides the bounds.
  const weekday = company?.opening_hours?.items?.properties?.weekday;
  if (weekday)
    Object.assign(weekday, { minimum: 0, maximum: 6, description: '0 = domingo … 6 = sábado' });

  for (const name of ['UserInput', 'UserUpdate']) {
    const user = schemas[name]?.properties;
    if (user?.email) user.email = USER_EMAIL;
  }
  const endpoint = schemas.PushSubscribeBody?.properties?.endpoint;
  if (endpoint) Object.assign(endpoint, PUSH_ENDPOINT);

  for (const name of Object.keys(schemas).filter((n) => /(Input|Update|Body)$/.test(n))) {
    const properties = schemas[name]?.properties;
    const action = name.startsWith('Marketing')
      ? properties?.cta_action
      : name.startsWith('Popup')
        ? properties?.button_action
        : undefined;
    if (action) Object.assign(action, NO_SCRIPT_ACTION);
  }

  for (const [name, field, rule] of BETWEEN_FIELDS) {
    const property = schemas[name]?.properties?.[field];
    if (property) addDescription(property, rule);
  }

  for (const name of ['BookingInput', 'StaffBookingInput']) {
    const booking = schemas[name]?.properties;
    if (booking?.email) booking.email = CONTACT_EMAIL;
  }

  const contact = schemas.ContactInput;
  if (contact?.properties) {
    contact.properties.email = CONTACT_EMAIL;
    contact.properties.phone = CONTACT_PHONE;
    contact.anyOf = EMAIL_OR_PHONE;
    contact.description = 'Mensagem do formulário de contato: informe um e-mail ou um telefone.';
  }

  const putSetting = document.paths?.['/settings/{key}']?.put as
    | { description?: string }
    | undefined;
  if (putSetting?.description) putSetting.description += SETTING_VALUES;

  for (const item of Object.values(document.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const parameter of op.parameters ?? []) {
        if (parameter.in === 'query' && parameter.name === 'include_inactive') {
          Object.assign(parameter, { schema: INCLUDE_INACTIVE_SCHEMA });
        }
      }
    }
  }
  return input;
}
