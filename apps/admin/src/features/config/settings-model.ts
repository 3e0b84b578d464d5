import {
  isKnownSetting,
  isRetiredSetting,
  KNOWN_SETTINGS,
  type KnownSettingKey,
  SETTING_LABELS,
  type Setting,
  type SettingGroup,
  settingLabel,
  settingValueSchema,
} from '@oficina/core';

export { settingLabel };

/** How each known setting is edited in the panel. */
export type SettingKind = 'boolean' | 'number' | 'text' | 'image';

export interface SettingMeta {
  label: string;
  kind: SettingKind;
  /** Shown after a number ("tentativas", "minutos"). */
  unit?: string;
  /** The range core's rule accepts, shown in the hint. */
  range?: [min: number, max: number];
  placeholder?: string;
  /** Long text: a multi-line box. */
  multiline?: boolean;
}

/** How each key is edited; its label comes from core's SETTING_LABELS. */
const SETTING_KINDS: Record<KnownSettingKey, Omit<SettingMeta, 'label'>> = {
  site_name: { kind: 'text' },
  dark_mode: { kind: 'boolean' },
  email_notifications: { kind: 'boolean' },
  notification_emails: {
    kind: 'text',
    placeholder: 'dono@exemplo.com.br, gerente@exemplo.com.br',
  },
  push_notifications: { kind: 'boolean' },
  auto_backup: { kind: 'boolean' },
  maintenance_mode: { kind: 'boolean' },
  booking_enabled: { kind: 'boolean' },
  booking_capacity: { kind: 'number', unit: 'carros', range: [1, 20] },
  booking_slot_minutes: {
    kind: 'number',
    unit: 'minutos',
    range: [5, 240],
  },
  booking_min_notice_hours: {
    kind: 'number',
    unit: 'horas',
    range: [0, 720],
  },
  booking_horizon_days: { kind: 'number', unit: 'dias', range: [1, 365] },
  booking_reminder_hours: {
    kind: 'number',
    unit: 'horas antes',
    range: [0, 336],
  },
  max_login_attempts: {
    kind: 'number',
    unit: 'tentativas',
    range: [1, 100],
  },
  session_timeout: {
    kind: 'number',
    unit: 'minutos',
    range: [5, 720],
  },
  audit_retention_days: {
    kind: 'number',
    unit: 'dias',
    range: [30, 3650],
  },
  default_keywords: {
    kind: 'text',
    multiline: true,
    placeholder: 'separadas por vírgula',
  },
  default_image: { kind: 'image' },
  author: { kind: 'text' },
  geo_region: { kind: 'text', placeholder: 'BR-RJ' },
  geo_placename: { kind: 'text' },
  geo_position: { kind: 'text', placeholder: '-22.7858;-43.3054' },
  twitter_handle: { kind: 'text', placeholder: '@usuario' },
};

export const SETTING_META = Object.fromEntries(
  (Object.keys(SETTING_KINDS) as KnownSettingKey[]).map((key) => [
    key,
    { ...SETTING_KINDS[key], label: SETTING_LABELS[key] },
  ]),
) as Record<KnownSettingKey, SettingMeta>;

export interface SettingSection {
  id: SettingGroup | 'other';
  title: string;
  keys: string[];
}

/** The fixed sections, in the order the owner reads them (keys in display order). */
export const KNOWN_SECTIONS: SettingSection[] = [
  {
    id: 'general',
    title: 'Geral',
    keys: [
      'site_name',
      'dark_mode',
      'email_notifications',
      'notification_emails',
      'push_notifications',
      'auto_backup',
      'maintenance_mode',
    ],
  },
  {
    id: 'booking',
    title: 'Agendamento',
    keys: [
      'booking_enabled',
      'booking_capacity',
      'booking_slot_minutes',
      'booking_min_notice_hours',
      'booking_horizon_days',
      'booking_reminder_hours',
    ],
  },
  {
    id: 'security',
    title: 'Segurança',
    keys: ['max_login_attempts', 'session_timeout', 'audit_retention_days'],
  },
  {
    id: 'seo',
    title: 'SEO',
    keys: [
      'default_keywords',
      'default_image',
      'author',
      'geo_region',
      'geo_placename',
      'geo_position',
      'twitter_handle',
    ],
  },
];

export type SettingValues = Record<string, string>;

/**
 * Keys stored in the database that the product does not know (shown under "Outras"). Retired
 * keys (site_url) are left out: the site ignores them and the API refuses to store them.
 */
export function extraSettingKeys(rows: readonly Setting[]): string[] {
  return rows
    .map((row) => row.key)
    .filter((key) => !isKnownSetting(key) && !isRetiredSetting(key))
    .sort();
}

/**
 * The form's starting values: every known key (its stored value, or its default when the row
 * does not exist yet) plus every extra key. Switch values are normalised to "true"/"false".
 */
export function initialSettingValues(rows: readonly Setting[]): SettingValues {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const values: SettingValues = {};
  for (const key of Object.keys(KNOWN_SETTINGS) as KnownSettingKey[]) {
    const value = stored.get(key) ?? KNOWN_SETTINGS[key].defaultValue;
    values[key] = SETTING_META[key].kind === 'boolean' ? String(value === 'true') : value;
  }
  for (const key of extraSettingKeys(rows)) values[key] = stored.get(key) ?? '';
  return values;
}

/** The description shown as a field's hint: the stored one, else the product's own. */
export function settingDescription(key: string, rows: readonly Setting[]): string | undefined {
  const stored = rows.find((row) => row.key === key)?.description;
  if (stored) return stored;
  return isKnownSetting(key) ? KNOWN_SETTINGS[key].description : undefined;
}

const normalise = (text: string) =>
  text
    .trim()
    .replace(/[.\s]+$/, '')
    .toLowerCase();

/**
 * The hint under a field: the description, unless it only repeats the label, followed by the
 * accepted range of a number ("… De 5 a 720.").
 */
export function settingHint(key: string, rows: readonly Setting[]): string | undefined {
  const description = settingDescription(key, rows)?.trim();
  const label = settingLabel(key);
  const parts: string[] = [];
  if (description && normalise(description) !== normalise(label)) {
    parts.push(/[.!?]$/.test(description) ? description : `${description}.`);
  }
  const range = isKnownSetting(key) ? SETTING_META[key].range : undefined;
  if (range) parts.push(`De ${range[0]} a ${range[1]}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** A readable name for any key: the known label, else "minha_chave" → "Minha chave". */

/**
 * Validates every value with the same rule the API applies (core's `settingValueSchema`).
 * Returns the cleaned values (e.g. trimmed) and the first message per invalid key.
 */
export function validateSettings(values: SettingValues): {
  values: SettingValues;
  errors: Record<string, string>;
} {
  const clean: SettingValues = {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const result = settingValueSchema(key).safeParse(value ?? '');
    if (result.success) clean[key] = result.data;
    else errors[key] = result.error.issues[0]?.message ?? 'Valor inválido';
  }
  return { values: clean, errors };
}

/** The keys whose (cleaned) value differs from what the form started with. */
export function changedSettingKeys(values: SettingValues, initial: SettingValues): string[] {
  return Object.keys(values).filter((key) => values[key] !== initial[key]);
}

/**
 * The server refuses a value with "key: message"; the part after the key is what belongs under
 * the field.
 */
export function stripKeyPrefix(key: string, message: string): string {
  return message.startsWith(`${key}: `) ? message.slice(key.length + 2) : message;
}
