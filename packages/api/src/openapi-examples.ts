/**
 * One request example per named body, as an integrator would send it. An `…Update` body
 * without its own entry uses the first two fields of its `…Input` example (PUT and PATCH
 * change only what they receive). `openapi-examples.test.ts` validates each against the
 * procedure's own input schema.
 */
const INPUT_EXAMPLES: Record<string, Record<string, unknown>> = {
  LoginInput: { username: 'dono', password: 'senha-longa-da-oficina' },
  PasswordResetRequest: { username: 'dono' },
  PasswordResetCheck: { token: 'c2VuaGEtbm92YS1kYS1vZmljaW5h' },
  PasswordResetConfirm: {
    token: 'c2VuaGEtbm92YS1kYS1vZmljaW5h',
    password: 'nova-senha-da-oficina',
  },
  ServiceInput: {
    title: 'Recarga de gás',
    description: 'Recarga do gás refrigerante com teste de vazamento e limpeza do filtro.',
    price: 'A partir de R$ 250',
    display_order: 1,
  },
  MediaAltInput: { alt: 'Técnico medindo a pressão do gás no painel de um Onix' },
  TestimonialInput: {
    name: 'Carlos Lima',
    content: 'O ar do meu carro voltou a gelar no mesmo dia. Atendimento excelente!',
    rating: 5,
    service: 'Recarga de gás',
  },
  FaqInput: {
    question: 'Quanto tempo leva a recarga de gás?',
    answer: 'Em média uma hora, com o teste de vazamento.',
    display_order: 1,
    active: true,
  },
  PopupInput: {
    title: 'Revisão de verão',
    content: 'Revisão completa do ar-condicionado com 15% de desconto.',
    type: 'promotion',
    style: 'promotion',
    discount_percentage: 15,
    button_text: 'Agendar',
    button_action: 'whatsapp',
    target_pages: '/',
    active: true,
  },
  BannerInput: {
    title: 'Horário de fim de ano',
    content: '{"text":"Fechados de 25/12 a 01/01"}',
    key: 'fim_de_ano',
    position: 'top',
    active: true,
    target_pages: 'all',
    display_order: 0,
  },
  ContactInput: {
    name: 'Maria Souza',
    email: 'maria@example.com',
    phone: '(11) 98888-7777',
    vehicle: 'Gol 2015',
    service: 'Recarga de gás',
    message: 'O ar do carro não está gelando. Vocês atendem no sábado?',
    lgpd_consent: true,
  },
  ContactStatusInput: { status: 'em_andamento' },
  BookingInput: {
    service_id: 1,
    starts_at: '2026-03-02T09:00:00-03:00',
    name: 'Maria Souza',
    phone: '(21) 98888-7777',
    email: 'maria@example.com',
    vehicle: { make: 'Volkswagen', model: 'Gol', year: 2015, plate: 'ABC1D23' },
    notes: 'O ar não está gelando.',
    lgpd_consent: true,
  },
  BookingUpdate: { status: 'confirmado' },
  BookingsManageRescheduleBody: { starts_at: '2026-03-03T14:00:00-03:00' },
  CalendarFeedRotation: { confirm: true },
  BlogPostInput: {
    slug: 'quando-recarregar-o-gas',
    title: 'Quando recarregar o gás do ar-condicionado',
    excerpt: 'Os sinais de que o sistema perdeu gás.',
    body: 'Se o ar demora a gelar ou faz barulho, vale uma revisão.',
    published: false,
  },
  PortfolioItemInput: {
    title: 'Troca de compressor em um Onix',
    description: 'Compressor novo, recarga de gás e limpeza do sistema.',
    service: 'Troca de compressor',
    vehicle: 'Onix 2019',
    images: [],
    display_order: 1,
    active: true,
  },
  SocialLinkInput: {
    name: 'Instagram',
    platform: 'instagram',
    url: 'https://instagram.com/oficina',
    active: true,
    display_order: 1,
  },
  UserInput: {
    username: 'atendente',
    email: 'atendente@example.com',
    password: 'frase-longa-do-atendente',
    role: 'viewer',
    is_active: true,
  },
  UserUpdate: { role: 'manager', is_active: true },
  ApiKeyInput: { name: 'Sistema de agendamento', role: 'manager' },
  WebhookInput: {
    url: 'https://crm.exemplo.com.br/webhooks/oficina',
    events: ['contact.created', 'booking.created'],
    description: 'CRM da oficina',
  },
  WebhooksUpdateBody: { active: true },
  SettingInput: { value: '30', description: 'Minutos sem uso até a sessão expirar' },
  ReorderInput: { ids: [3, 1, 2] },
  AboutUpdate: { title: 'Sobre a oficina', subtitle: 'Ar-condicionado automotivo desde 2005' },
  CompanyUpdate: { phone: '(11) 3333-4444', working_hours: 'Seg a sex, 8h às 18h' },
  EditableContentUpdate: { value: 'Seu ar gelando de novo hoje' },
  WhatsAppSettingsUpdate: { default_message: 'Olá! Quero um orçamento.', show_pulse: true },
  WhatsappCreateContextBody: {
    name: 'orcamento',
    message_template: 'Olá! Quero um orçamento para {servico}.',
    button_text: 'Pedir orçamento',
    active: true,
  },
  WhatsAppContextUpdate: { button_text: 'Falar no WhatsApp' },
  LeadEvent: { type: 'whatsapp_click', path: '/servicos' },
  PushSubscribeBody: {
    endpoint: 'https://push.example.com/envio/abc123',
    keys: {
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  },
  MarketingUpdateAttentionGrabberBody: {
    active: true,
    messages: ['Ar gelando em uma hora', 'Orçamento sem compromisso'],
  },
  MarketingUpdateUrgencyBannerBody: { active: true, discount_percentage: 10 },
  MarketingUpdateOfferBannerBody: {
    active: true,
    title: 'Revisão de verão',
    valid_until: '2026-12-31',
  },
};

/** The example of a named request body, or nothing when it has none. */
export function requestExample(name: string): Record<string, unknown> | undefined {
  const own = INPUT_EXAMPLES[name];
  if (own) return own;
  const input =
    name.endsWith('Update') && INPUT_EXAMPLES[`${name.slice(0, -'Update'.length)}Input`];
  return input ? Object.fromEntries(Object.entries(input).slice(0, 2)) : undefined;
}
