import { z } from 'zod';

/** How the admin panel groups the known keys. */
export type SettingGroup = 'general' | 'booking' | 'security' | 'seo';

interface KnownSetting {
  group: SettingGroup;
  description: string;
  defaultValue: string;
  /** Validates the stored text value. */
  value: z.ZodType<string>;
  /** Readable without logging in (needed by the public site). */
  public: boolean;
}

const booleanText = z.enum(['true', 'false'], { message: 'Use "true" ou "false"' });
const intText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'Informe um número inteiro')
    .refine((v) => Number(v) >= min && Number(v) <= max, `Informe um valor entre ${min} e ${max}`);
const text = (max: number) => z.string().trim().max(max);

/** Comma-separated e-mail addresses; spaces around them are ignored, empty means none. */
export function parseEmailList(value: string): string[] {
  return value
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
}

const notificationEmailsText = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (value) => parseEmailList(value).every((address) => z.email().safeParse(address).success),
    'Informe e-mails válidos separados por vírgula',
  );

export const KNOWN_SETTINGS = {
  dark_mode: {
    group: 'general',
    description: 'Tema escuro como padrão do site',
    defaultValue: 'true',
    value: booleanText,
    public: true,
  },
  email_notifications: {
    group: 'general',
    description: 'Avisar por e-mail sobre novas mensagens de contato',
    defaultValue: 'true',
    value: booleanText,
    public: false,
  },
  notification_emails: {
    group: 'general',
    description:
      'E-mails que recebem os avisos de novas mensagens, separados por vírgula (vazio: os e-mails dos administradores)',
    defaultValue: '',
    value: notificationEmailsText,
    public: false,
  },
  push_notifications: {
    group: 'general',
    description: 'Notificações push no painel',
    defaultValue: 'false',
    value: booleanText,
    public: false,
  },
  auto_backup: {
    group: 'general',
    description: 'Backup automático diário',
    defaultValue: 'true',
    value: booleanText,
    public: false,
  },
  site_name: {
    group: 'general',
    description: 'Nome do site',
    defaultValue: 'Oficina',
    value: text(120).min(1),
    public: true,
  },
  maintenance_mode: {
    group: 'general',
    description:
      'Fecha o site aos visitantes com uma página de manutenção; o painel e a API continuam funcionando',
    defaultValue: 'false',
    value: booleanText,
    public: true,
  },
  booking_enabled: {
    group: 'booking',
    description:
      'Agendamento pelo site: com ele desligado, "Agendar Serviço" volta a abrir o WhatsApp e a API recusa novos agendamentos',
    defaultValue: 'true',
    value: booleanText,
    // The site decides between its booking page and WhatsApp from it.
    public: true,
  },
  booking_capacity: {
    group: 'booking',
    description: 'Carros atendidos ao mesmo tempo (vagas por horário)',
    defaultValue: '2',
    value: intText(1, 20),
    public: false,
  },
  booking_slot_minutes: {
    group: 'booking',
    description: 'Intervalo entre os horários oferecidos, em minutos',
    defaultValue: '30',
    value: intText(5, 240),
    public: false,
  },
  booking_min_notice_hours: {
    group: 'booking',
    description: 'Antecedência mínima, em horas, para agendar, remarcar ou cancelar pelo site',
    defaultValue: '2',
    value: intText(0, 720),
    public: false,
  },
  booking_horizon_days: {
    group: 'booking',
    description: 'Até quantos dias à frente o site aceita agendamentos',
    defaultValue: '30',
    value: intText(1, 365),
    public: false,
  },
  booking_reminder_hours: {
    group: 'booking',
    description:
      'Quantas horas antes do horário o cliente recebe o lembrete por e-mail (0: sem lembrete)',
    defaultValue: '24',
    value: intText(0, 336),
    public: false,
  },
  max_login_attempts: {
    group: 'security',
    description: 'Tentativas de login antes do bloqueio de 15 minutos',
    defaultValue: '5',
    value: intText(1, 100),
    public: false,
  },
  session_timeout: {
    group: 'security',
    description: 'Minutos de inatividade até a sessão expirar',
    defaultValue: '30',
    value: intText(5, 720),
    public: false,
  },
  audit_retention_days: {
    group: 'security',
    description: 'Dias que o histórico de auditoria é guardado antes de ser apagado',
    defaultValue: '365',
    // At least 30 days: a shorter trail would let someone with admin access erase what they
    // did before the owner had a chance to look.
    value: intText(30, 3650),
    public: false,
  },
  default_keywords: {
    group: 'seo',
    description: 'Palavras-chave padrão',
    defaultValue: '',
    value: text(500),
    public: true,
  },
  default_image: {
    group: 'seo',
    description: 'Imagem padrão para compartilhamento',
    defaultValue: '',
    value: text(500),
    public: true,
  },
  author: {
    group: 'seo',
    description: 'Autor do site',
    defaultValue: '',
    value: text(120),
    public: true,
  },
  geo_region: {
    group: 'seo',
    description: 'Região (ex.: BR-RJ)',
    defaultValue: 'BR-RJ',
    value: text(20),
    public: true,
  },
  geo_placename: {
    group: 'seo',
    description: 'Cidade',
    defaultValue: 'Duque de Caxias',
    value: text(120),
    public: true,
  },
  geo_position: {
    group: 'seo',
    description: 'Latitude;longitude',
    defaultValue: '',
    value: z
      .string()
      .trim()
      .regex(/^$|^-?\d{1,2}(\.\d+)?;\s?-?\d{1,3}(\.\d+)?$/, 'Use o formato latitude;longitude'),
    public: true,
  },
  twitter_handle: {
    group: 'seo',
    description: 'Perfil no X/Twitter (@usuario)',
    defaultValue: '',
    value: z
      .string()
      .trim()
      .regex(/^$|^@?\w{1,15}$/, 'Use o formato @usuario'),
    public: true,
  },
} satisfies Record<string, KnownSetting>;

export type KnownSettingKey = keyof typeof KNOWN_SETTINGS;

/**
 * What the owner reads for each known key, wherever the panel names a setting (its field, the
 * audit trail, a save error): the key itself is a code and never shows.
 */
export const SETTING_LABELS: Record<KnownSettingKey, string> = {
  site_name: 'Nome do site',
  dark_mode: 'Tema escuro',
  email_notifications: 'Notificações por e-mail',
  notification_emails: 'E-mails para avisos',
  push_notifications: 'Notificações push',
  auto_backup: 'Backup',
  maintenance_mode: 'Manutenção',
  booking_enabled: 'Agendamento pelo site',
  booking_capacity: 'Vagas por horário',
  booking_slot_minutes: 'Intervalo entre horários',
  booking_min_notice_hours: 'Antecedência mínima',
  booking_horizon_days: 'Prazo máximo',
  booking_reminder_hours: 'Lembrete por e-mail',
  max_login_attempts: 'Tentativas de login',
  session_timeout: 'Tempo limite da sessão',
  audit_retention_days: 'Retenção da auditoria',
  default_keywords: 'Palavras-chave padrão',
  default_image: 'Imagem de compartilhamento',
  author: 'Autor',
  geo_region: 'Região',
  geo_placename: 'Cidade',
  geo_position: 'Coordenadas',
  twitter_handle: 'Perfil no X/Twitter',
};

/**
 * A setting's name for the owner: its label when the product knows the key; a key someone added
 * through the API ("horario_extra") reads as words ("Horario extra"), never with underscores.
 */
export function settingLabel(key: string): string {
  if (isKnownSetting(key)) return SETTING_LABELS[key];
  const words = key.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Keys that were settings once and are now decided elsewhere, with the reason the API gives
 * when asked to store one. Rows left in a database are ignored and hidden from the panel.
 */
export const RETIRED_SETTINGS: Readonly<Record<string, string>> = {
  site_url:
    'O endereço público do site vem da variável PUBLIC_URL do servidor e não é mais uma configuração.',
};

export function isRetiredSetting(key: string): boolean {
  return Object.hasOwn(RETIRED_SETTINGS, key);
}

export const SETTING_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

export function isKnownSetting(key: string): key is KnownSettingKey {
  return Object.hasOwn(KNOWN_SETTINGS, key);
}

export const PUBLIC_SETTING_KEYS = (Object.keys(KNOWN_SETTINGS) as KnownSettingKey[]).filter(
  (key) => KNOWN_SETTINGS[key].public,
);

/** Validates a value for a key; custom keys accept any text up to 5000 characters. */
export function settingValueSchema(key: string): z.ZodType<string> {
  return isKnownSetting(key) ? KNOWN_SETTINGS[key].value : z.string().max(5000);
}

/** Reads an integer setting, falling back to its default when unset or malformed. */
export function readIntSetting(
  key:
    | 'max_login_attempts'
    | 'session_timeout'
    | 'audit_retention_days'
    | 'booking_capacity'
    | 'booking_slot_minutes'
    | 'booking_min_notice_hours'
    | 'booking_horizon_days'
    | 'booking_reminder_hours',
  value: string | null | undefined,
): number {
  const parsed = KNOWN_SETTINGS[key].value.safeParse(value ?? '');
  return Number(parsed.success ? parsed.data : KNOWN_SETTINGS[key].defaultValue);
}
