import { DECLARED_FIELDS, settingLabel, whatsappContextLabel } from '@oficina/core';
import { recordName } from './audit-diff';

/** Names the owner reads in the audit trail and on the dashboard, for the server's codes. */

export const ENTITY_LABELS: Record<string, string> = {
  about: 'Sobre',
  /** Keys for integrations: created and revoked. */
  api_key: 'Chave de API',
  /** Security events: sign-ins, failures, lockouts, changes of role, status or password. */
  auth: 'Acessos',
  /** The daily backup file and each content download. */
  backup: 'Backup',
  banner: 'Banner',
  'blog-post': 'Post do blog',
  booking: 'Agendamento',
  /** The private address of the agenda for calendar apps, made anew. */
  'calendar-feed': 'Link da agenda',
  company: 'Empresa',
  contact: 'Mensagem de contato',
  'editable-content': 'Texto do site',
  faq: 'Pergunta frequente',
  marketing: 'Marketing',
  media: 'Imagem',
  popup: 'Popup',
  portfolio: 'Portfólio',
  service: 'Serviço',
  setting: 'Configuração',
  'social-link': 'Rede social',
  testimonial: 'Depoimento',
  user: 'Usuário',
  webhook: 'Webhook',
  'whatsapp-context': 'Contexto do WhatsApp',
  'whatsapp-settings': 'WhatsApp',
};

/** The panel page that manages each entity (paths inside the panel). */
export const ENTITY_PAGES: Record<string, string> = {
  about: '/about',
  api_key: '/api-keys',
  webhook: '/webhooks',
  banner: '/banners',
  'blog-post': '/blog',
  booking: '/agenda',
  'calendar-feed': '/agenda',
  company: '/company',
  contact: '/contact',
  'editable-content': '/content',
  faq: '/faqs',
  media: '/media',
  popup: '/popups',
  portfolio: '/portfolio',
  service: '/services',
  setting: '/settings',
  'social-link': '/social-links',
  testimonial: '/testimonials',
  user: '/users',
  'whatsapp-context': '/whatsapp',
  'whatsapp-settings': '/whatsapp',
};

export const ACTION_LABELS: Record<string, string> = {
  create: 'Criou',
  update: 'Alterou',
  delete: 'Excluiu',
  status: 'Mudou o status',
  'toggle-status': 'Ativou/desativou',
  reorder: 'Reordenou',
  restore: 'Restaurou da lixeira',
  login: 'Entrou',
  login_failed: 'Falha de login',
  lockout: 'Bloqueio por tentativas',
  logout: 'Saiu',
  role_change: 'Mudou o papel',
  status_change: 'Mudou a situação',
  password_change: 'Trocou a senha',
  password_reset_request: 'Pediu link de nova senha',
  password_reset: 'Criou nova senha pelo link',
  backup: 'Backup automático',
  export: 'Baixou a cópia do conteúdo',
};

/**
 * A kind of record or action the panel has no words for yet (a newer server) reads as a generic
 * name, never as the server's code.
 */
export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? 'Outro registro';
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? 'Outra ação';

/**
 * The item an audit row is about: "Serviço #3"; a security event is about an account ("Conta #5",
 * or just "Conta" for a failed login, which names no account).
 */
export function auditItem(entry: { entity: string; entity_id: string | null }): string {
  const kind = entry.entity === 'auth' ? 'Conta' : entityLabel(entry.entity);
  // Only a row number follows "#": a setting or a WhatsApp context is addressed by its key
  // ("session_timeout"), a code the owner never reads; its name comes from auditRecordName.
  const id = entry.entity_id && /^\d+$/.test(entry.entity_id) ? ` #${entry.entity_id}` : '';
  return `${kind}${id}`;
}

/**
 * The changed record's name for the owner: a setting by its label, a WhatsApp context by the
 * place it serves, anything else by its own title or name (recordName).
 */
export function auditRecordName(entry: {
  entity: string;
  entity_id: string | null;
  before?: unknown;
  after?: unknown;
}): string | null {
  const data = (entry.after ?? entry.before) as Record<string, unknown> | null;
  if (entry.entity === 'setting') {
    // A change is addressed by the row's id, a deletion by the key itself.
    const key = typeof data?.key === 'string' ? data.key : entry.entity_id;
    return key ? settingLabel(key) : null;
  }
  if (entry.entity === 'whatsapp-context') {
    const name = typeof data?.name === 'string' ? data.name : (entry.entity_id ?? '');
    const description = typeof data?.description === 'string' ? data.description : null;
    return whatsappContextLabel({ name, description });
  }
  return recordName(entry.before, entry.after);
}

/**
 * A security event without a user id (a failed login, a lockout) holds the name someone typed,
 * which may be no account at all: the page says so beside it.
 */
export const isTypedName = (entry: { entity: string; user_id: number | null }) =>
  entry.entity === 'auth' && entry.user_id === null;

/** Entities for the audit filter, alphabetical by label. */
export const ENTITY_OPTIONS = Object.entries(ENTITY_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

export const FIELD_LABELS: Record<string, string> = {
  about_text: 'Texto sobre',
  active: 'Ativo',
  address: 'Endereço',
  alt: 'Texto alternativo',
  answer: 'Resposta',
  body: 'Texto',
  button_action: 'Ação do botão',
  button_text: 'Texto do botão',
  closed_dates: 'Datas fechadas',
  company_name: 'Nome da empresa',
  config: 'Configuração',
  consent_at: 'Consentimento em',
  content: 'Conteúdo',
  cover_image: 'Imagem de capa',
  created_at: 'Criado em',
  default_message: 'Mensagem padrão',
  description: 'Descrição',
  discount_percentage: 'Desconto (%)',
  display_order: 'Ordem',
  email: 'E-mail',
  excerpt: 'Resumo',
  expiry_date: 'Fim',
  favicon: 'Favicon',
  founded_year: 'Ano de fundação',
  highlights: 'Destaques',
  id: 'ID',
  image: 'Imagem',
  ip: 'IP',
  images: 'Imagens',
  is_active: 'Ativo',
  key: 'Chave',
  last_login: 'Último acesso',
  lgpd_consent: 'Consentimento LGPD',
  logo: 'Logo',
  message: 'Mensagem',
  media_id: 'Imagem (id)',
  message_template: 'Modelo da mensagem',
  mission: 'Missão',
  name: 'Nome',
  opening_hours: 'Horário de funcionamento',
  order: 'Ordem',
  phone: 'Telefone',
  phone_number: 'Número',
  platform: 'Plataforma',
  position: 'Posição',
  price: 'Preço',
  priority: 'Prioridade',
  published: 'Publicado',
  published_at: 'Publicado em',
  question: 'Pergunta',
  rating: 'Nota',
  role: 'Papel',
  service: 'Serviço',
  seo_description: 'Descrição (SEO)',
  seo_title: 'Título (SEO)',
  show_delay: 'Atraso (s)',
  show_pulse: 'Pulsar',
  show_timer: 'Mostrar cronômetro',
  show_urgency: 'Mostrar urgência',
  slug: 'Endereço (slug)',
  start_date: 'Início',
  status: 'Status',
  style: 'Estilo',
  subtitle: 'Subtítulo',
  target_pages: 'Páginas',
  team: 'Equipe',
  text: 'Texto',
  timer_duration: 'Duração do cronômetro',
  title: 'Título',
  type: 'Tipo',
  updated_at: 'Atualizado em',
  urgent_message: 'Mensagem urgente',
  url: 'Endereço',
  user_agent: 'Navegador',
  username: 'Usuário',
  value: 'Valor',
  values: 'Valores',
  vehicle: 'Veículo',
  vision: 'Visão',
  website: 'Site',
  whatsapp: 'WhatsApp',
  working_hours: 'Horário (texto)',
};

/** A field's name: as the entity's form labels it, else the common name of that field. */
export const fieldLabel = (field: string, entity?: string) =>
  (entity ? DECLARED_FIELDS[entity]?.[field]?.label : undefined) ?? FIELD_LABELS[field] ?? field;

/** Who made a change: a user, a visitor of the site (a contact message) or the system itself. */
export function auditActor(entry: { username: string | null; entity: string; action: string }) {
  if (entry.username) return entry.username;
  if (entry.entity === 'contact' && entry.action === 'create') return 'Visitante do site';
  return 'Sistema';
}

const ACTION_VERBS: Record<string, string> = {
  create: 'criou',
  update: 'alterou',
  delete: 'excluiu',
  status: 'mudou o status de',
  'toggle-status': 'ativou/desativou',
  reorder: 'reordenou',
  restore: 'restaurou da lixeira',
  role_change: 'mudou o papel de',
  status_change: 'mudou a situação de',
  password_change: 'trocou a senha de',
};

/**
 * Actions whose sentence is whole without the item ("dono entrou no painel", "Sistema fez o
 * backup automático"): naming "Acessos #1" or "Backup" after them reads as a code.
 */
const WHOLE_SENTENCES: Record<string, string> = {
  login: 'entrou no painel',
  logout: 'saiu do painel',
  login_failed: 'teve uma tentativa de login recusada',
  lockout: 'foi bloqueado por excesso de tentativas de login',
  password_reset_request: 'pediu um link de nova senha',
  password_reset: 'criou uma nova senha pelo link',
  backup: 'fez o backup automático',
  export: 'baixou a cópia do conteúdo',
};

/**
 * "admin criou Serviço …": the action inside a sentence, and whether the item follows it. An
 * action without words of its own reads as its audit label, never as the server's code.
 */
export function actionVerb(action: string): { verb: string; withItem: boolean } {
  const whole = WHOLE_SENTENCES[action];
  if (whole) return { verb: whole, withItem: false };
  return {
    verb:
      ACTION_VERBS[action] ??
      (ACTION_LABELS[action]?.toLocaleLowerCase('pt-BR') || 'fez uma alteração em'),
    withItem: true,
  };
}
