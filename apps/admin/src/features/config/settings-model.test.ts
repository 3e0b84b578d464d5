import { KNOWN_SETTINGS, type Setting } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import {
  changedSettingKeys,
  extraSettingKeys,
  initialSettingValues,
  KNOWN_SECTIONS,
  SETTING_META,
  settingDescription,
  settingHint,
  settingLabel,
  stripKeyPrefix,
  validateSettings,
} from './settings-model';

const row = (key: string, value: string, description: string | null = null): Setting => ({
  key,
  value,
  description,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('settings model', () => {
  it('places every known key in exactly one section', () => {
    const placed = KNOWN_SECTIONS.flatMap((section) => section.keys).sort();
    expect(placed).toEqual(Object.keys(KNOWN_SETTINGS).sort());
    for (const section of KNOWN_SECTIONS) {
      for (const key of section.keys) {
        expect(KNOWN_SETTINGS[key as keyof typeof KNOWN_SETTINGS].group).toBe(section.id);
      }
    }
  });

  it('starts from stored values, defaults for missing rows, and lists extra keys', () => {
    const rows = [row('site_name', 'FrioCar'), row('dark_mode', 'false'), row('zz_extra', 'x')];
    const values = initialSettingValues(rows);
    expect(values.site_name).toBe('FrioCar');
    expect(values.dark_mode).toBe('false');
    expect(values.session_timeout).toBe(KNOWN_SETTINGS.session_timeout.defaultValue);
    expect(values.zz_extra).toBe('x');
    expect(extraSettingKeys(rows)).toEqual(['zz_extra']);
  });

  it('normalises legacy switch values', () => {
    expect(initialSettingValues([row('auto_backup', '1')]).auto_backup).toBe('false');
    expect(initialSettingValues([row('auto_backup', 'true')]).auto_backup).toBe('true');
  });

  it('validates with the API rules and reports only changed keys', () => {
    const initial = initialSettingValues([]);
    const typed = {
      ...initial,
      site_name: '  Oficina Nova  ',
      session_timeout: '2',
      twitter_handle: 'com espaço',
    };
    const { values, errors } = validateSettings(typed);
    expect(values.site_name).toBe('Oficina Nova');
    expect(Object.keys(errors).sort()).toEqual(['session_timeout', 'twitter_handle']);
    expect(errors.session_timeout).toBe('Informe um valor entre 5 e 720');

    const ok = validateSettings({ ...initial, site_name: 'Oficina Nova ' });
    expect(ok.errors).toEqual({});
    expect(changedSettingKeys(ok.values, initial)).toEqual(['site_name']);
  });

  it('accepts any text for extra keys', () => {
    expect(validateSettings({ custom_key: 'qualquer coisa' }).errors).toEqual({});
    expect(validateSettings({ custom_key: 'x'.repeat(5001) }).errors.custom_key).toBeTruthy();
  });

  it('labels and describes keys', () => {
    expect(settingLabel('session_timeout')).toBe('Tempo limite da sessão');
    expect(settingLabel('horario_especial')).toBe('Horario especial');
    expect(settingDescription('session_timeout', [])).toBe(
      KNOWN_SETTINGS.session_timeout.description,
    );
    expect(settingDescription('session_timeout', [row('session_timeout', '30', 'Outra')])).toBe(
      'Outra',
    );
    expect(settingDescription('x_custom', [])).toBeUndefined();
  });

  it('strips the key prefix of server messages', () => {
    expect(stripKeyPrefix('site_url', 'site_url: URL inválida')).toBe('URL inválida');
    expect(stripKeyPrefix('site_url', 'Erro')).toBe('Erro');
  });
});

describe('number ranges', () => {
  it('match the API rule at both ends', () => {
    for (const key of ['max_login_attempts', 'session_timeout', 'audit_retention_days'] as const) {
      const [min, max] = SETTING_META[key].range ?? [0, 0];
      const rule = KNOWN_SETTINGS[key].value;
      expect(rule.safeParse(String(min)).success).toBe(true);
      expect(rule.safeParse(String(max)).success).toBe(true);
      expect(rule.safeParse(String(min - 1)).success).toBe(false);
      expect(rule.safeParse(String(max + 1)).success).toBe(false);
    }
  });
});

describe('hints', () => {
  it('skip descriptions that repeat the label and add number ranges', () => {
    expect(settingHint('site_name', [])).toBeUndefined();
    expect(settingHint('geo_placename', [])).toBeUndefined();
    expect(settingHint('dark_mode', [])).toBe('Tema escuro como padrão do site.');
    expect(settingHint('session_timeout', [])).toBe(
      'Minutos de inatividade até a sessão expirar. De 5 a 720.',
    );
    expect(settingHint('x_custom', [row('x_custom', '', 'Algo.')])).toBe('Algo.');
  });
});
