import { KNOWN_SETTINGS, type KnownSettingKey } from '@oficina/core';

type SettingSeed = { value: string; description: string };

/** Every known setting, with a value that passes `settingValueSchema(key)`. */
export const demoSettings: Record<string, SettingSeed> = {
  dark_mode: { value: 'true', description: 'Tema escuro como padrão do site' },
  email_notifications: {
    value: 'true',
    description: 'Avisar por e-mail sobre novas mensagens de contato',
  },
  notification_emails: {
    value: '',
    description:
      'E-mails que recebem os avisos de novas mensagens, separados por vírgula (vazio: os e-mails dos administradores)',
  },
  push_notifications: { value: 'false', description: 'Notificações push no painel' },
  auto_backup: { value: 'true', description: 'Backup automático diário' },
  site_name: { value: 'FrioCar Climatização Automotiva', description: 'Nome do site' },
  maintenance_mode: {
    value: 'false',
    description:
      'Fecha o site aos visitantes com uma página de manutenção; o painel e a API continuam funcionando',
  },
  ...(Object.fromEntries(
    (
      [
        ['booking_enabled', 'true'],
        ['booking_capacity', '2'],
        ['booking_slot_minutes', '30'],
        ['booking_min_notice_hours', '2'],
        ['booking_horizon_days', '30'],
        ['booking_reminder_hours', '24'],
      ] as const
    ).map(([key, value]) => [key, { value, description: KNOWN_SETTINGS[key].description }]),
  ) as Record<
    | 'booking_enabled'
    | 'booking_capacity'
    | 'booking_slot_minutes'
    | 'booking_min_notice_hours'
    | 'booking_horizon_days'
    | 'booking_reminder_hours',
    SettingSeed
  >),
  max_login_attempts: {
    value: '5',
    description: 'Tentativas de login antes do bloqueio de 15 minutos',
  },
  session_timeout: { value: '30', description: 'Minutos de inatividade até a sessão expirar' },
  audit_retention_days: {
    value: '365',
    description: 'Dias que o histórico de auditoria é guardado antes de ser apagado',
  },
  default_keywords: {
    value:
      'ar-condicionado automotivo, recarga de gás, higienização de ar-condicionado, troca de compressor, refrigeração de baú, oficina de ar-condicionado Duque de Caxias, Baixada Fluminense',
    description: 'Palavras-chave padrão',
  },
  default_image: {
    value: '/media/og-image.svg',
    description: 'Imagem padrão para compartilhamento',
  },
  author: { value: 'FrioCar Climatização Automotiva', description: 'Autor do site' },
  geo_region: { value: 'BR-RJ', description: 'Região (ex.: BR-RJ)' },
  geo_placename: { value: 'Duque de Caxias', description: 'Cidade' },
  geo_position: { value: '-22.7858;-43.3054', description: 'Latitude;longitude' },
  twitter_handle: { value: '@friocarcaxias', description: 'Perfil no X/Twitter (@usuario)' },
} satisfies Record<KnownSettingKey, SettingSeed>;
