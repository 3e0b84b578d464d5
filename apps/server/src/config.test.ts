import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with sensible defaults: port 3000, embedded database in ./.data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./.data');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.CORS_ORIGINS).toEqual([]);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db:5432/oficina',
      CORS_ORIGINS: 'https://a.exemplo.com.br, https://b.exemplo.com.br',
      PUBLIC_URL: 'https://www.exemplo.com.br/',
      TRUST_PROXY: 'true',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://app:secret@db:5432/oficina');
    expect(config.CORS_ORIGINS).toEqual(['https://a.exemplo.com.br', 'https://b.exemplo.com.br']);
    expect(config.publicUrl).toBe('https://www.exemplo.com.br');
    expect(config.secureCookies).toBe(true);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses invalid settings with a message naming each one', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', ADMIN_PASSWORD: 'curta', LOG_LEVEL: 'verbose' }),
    ).toThrow(
      /PORT[\s\S]*ADMIN_PASSWORD: ADMIN_PASSWORD precisa ter pelo menos 8 caracteres[\s\S]*LOG_LEVEL/,
    );
  });
});
