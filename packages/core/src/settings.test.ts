import { describe, expect, it } from 'vitest';
import {
  isKnownSetting,
  isRetiredSetting,
  KNOWN_SETTINGS,
  PUBLIC_SETTING_KEYS,
  parseEmailList,
  readIntSetting,
  settingValueSchema,
} from './settings';

describe('known settings', () => {
  it('covers every known setting key', () => {
    const expected = [
      'dark_mode',
      'email_notifications',
      'notification_emails',
      'push_notifications',
      'auto_backup',
      'site_name',
      'maintenance_mode',
      'booking_enabled',
      'booking_capacity',
      'booking_slot_minutes',
      'booking_min_notice_hours',
      'booking_horizon_days',
      'booking_reminder_hours',
      'max_login_attempts',
      'session_timeout',
      'audit_retention_days',
      'default_keywords',
      'default_image',
      'author',
      'geo_region',
      'geo_placename',
      'geo_position',
      'twitter_handle',
    ];
    expect(Object.keys(KNOWN_SETTINGS).sort()).toEqual(expected.sort());
  });

  it('accepts a comma-separated list of e-mails for notifications, or none', () => {
    const schema = settingValueSchema('notification_emails');
    expect(schema.safeParse('').success).toBe(true);
    expect(schema.safeParse('dono@oficina.com.br, Gerente@Oficina.com.br').success).toBe(true);
    expect(schema.safeParse('dono@oficina.com.br, não-é-email').success).toBe(false);
    expect(parseEmailList(' a@b.com.br ,, C@D.com ')).toEqual(['a@b.com.br', 'c@d.com']);
    expect(PUBLIC_SETTING_KEYS).not.toContain('notification_emails');
  });

  it("retires site_url: the public address is the server's PUBLIC_URL", () => {
    expect(isKnownSetting('site_url')).toBe(false);
    expect(isRetiredSetting('site_url')).toBe(true);
    expect(isRetiredSetting('site_name')).toBe(false);
  });

  it('keeps security settings private', () => {
    expect(PUBLIC_SETTING_KEYS).not.toContain('max_login_attempts');
    expect(PUBLIC_SETTING_KEYS).not.toContain('session_timeout');
    expect(PUBLIC_SETTING_KEYS).not.toContain('audit_retention_days');
    expect(PUBLIC_SETTING_KEYS).toContain('site_name');
  });

  it('defaults to 5 login attempts and 30 minutes of idle session', () => {
    expect(readIntSetting('max_login_attempts', undefined)).toBe(5);
    expect(readIntSetting('session_timeout', null)).toBe(30);
    expect(readIntSetting('session_timeout', 'abc')).toBe(30);
    expect(readIntSetting('session_timeout', '45')).toBe(45);
  });

  it('keeps the audit trail a year by default, between 30 days and 10 years', () => {
    expect(readIntSetting('audit_retention_days', undefined)).toBe(365);
    expect(readIntSetting('audit_retention_days', '90')).toBe(90);
    expect(readIntSetting('audit_retention_days', '7')).toBe(365);
    const rule = settingValueSchema('audit_retention_days');
    expect(rule.safeParse('30').success).toBe(true);
    expect(rule.safeParse('3650').success).toBe(true);
    expect(rule.safeParse('29').success).toBe(false);
    expect(rule.safeParse('3651').success).toBe(false);
    expect(rule.safeParse('1.5').success).toBe(false);
  });

  it('validates values per key', () => {
    expect(settingValueSchema('dark_mode').safeParse('true').success).toBe(true);
    expect(settingValueSchema('dark_mode').safeParse('yes').success).toBe(false);
    expect(settingValueSchema('max_login_attempts').safeParse('0').success).toBe(false);
    expect(settingValueSchema('geo_position').safeParse('-22.7858;-43.3054').success).toBe(true);
    expect(settingValueSchema('my_custom_key').safeParse('qualquer texto').success).toBe(true);
  });

  it('does not treat inherited object keys as known settings', () => {
    expect(isKnownSetting('toString')).toBe(false);
    expect(isKnownSetting('constructor')).toBe(false);
  });
});
