import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig } from './config';
import { DEFAULT_DATA_DIR } from './paths';

describe('loadConfig', () => {
  it('starts with sensible defaults: port 3000, embedded database in apps/server/.data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(DEFAULT_DATA_DIR);
    expect(DEFAULT_DATA_DIR).toMatch(/apps\/server\/\.data$/);
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

  it('reads the mail server and sender, with a sender from the public address by default', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://avisos:senha@smtp.exemplo.com.br:587',
      MAIL_FROM: 'Oficina <avisos@exemplo.com.br>',
    });
    expect(config.SMTP_URL).toBe('smtp://avisos:senha@smtp.exemplo.com.br:587');
    expect(config.mailFrom).toBe('Oficina <avisos@exemplo.com.br>');
    const defaults = loadConfig({ PUBLIC_URL: 'https://www.exemplo.com.br', SMTP_URL: '' });
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.mailFrom).toBe('no-reply@www.exemplo.com.br');
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.exemplo.com.br' })).toThrow(
      /SMTP_URL: SMTP_URL precisa ser um endereço smtp:\/\/ ou smtps:\/\//,
    );
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

  it('keeps a plain start free of required settings: demo content and migrations at start', () => {
    const config = loadConfig({});
    expect(config.STRICT_DEPLOYMENT).toBe(false);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.MIGRATE_ON_START).toBe(true);
    expect(config.ALLOW_HTTP).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'uma-senha-longa-qualquer' }).SEED_DEMO,
    ).toBe(true);
  });

  it('runs React in production (NODE_ENV) without the deployment checks: npm start needs nothing', () => {
    // `npm start` sets NODE_ENV=production for React's production build, and nothing else.
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.STRICT_DEPLOYMENT).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:3000');
    // Over plain http the cookie is neither Secure nor __Host- prefixed, so a browser keeps it.
    expect(config.secureCookies).toBe(false);
    expect(config.SEED_DEMO).toBe(true);
    expect(() => loadConfig({ STRICT_DEPLOYMENT: 'sim' })).toThrow(/STRICT_DEPLOYMENT/);
  });

  it('refuses a strict deployment without its settings, naming every missing one in one message', () => {
    let message = '';
    try {
      loadConfig({
        NODE_ENV: 'production',
        STRICT_DEPLOYMENT: 'true',
        ADMIN_USERNAME: 'gerente',
        LOG_LEVEL: 'verbose',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Configuração inválida nas variáveis de ambiente:/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/PUBLIC_URL: obrigatória em produção/);
    expect(message).toMatch(/ADMIN_PASSWORD: obrigatória em produção junto com ADMIN_USERNAME/);
    expect(message).toMatch(/ADMIN_EMAIL: obrigatório em produção junto com ADMIN_USERNAME/);
    expect(message.split('\n')).toHaveLength(5);
  });

  it('wants React in production in a strict deployment', () => {
    const strict = { STRICT_DEPLOYMENT: 'true', PUBLIC_URL: 'https://www.exemplo.com.br' };
    for (const NODE_ENV of [undefined, 'development', 'test'])
      expect(() => loadConfig({ ...strict, NODE_ENV })).toThrow(/NODE_ENV: precisa ser production/);
    expect(loadConfig({ ...strict, NODE_ENV: 'production' }).STRICT_DEPLOYMENT).toBe(true);
  });

  it('wants https in a strict deployment unless ALLOW_HTTP=true says otherwise', () => {
    const strict = {
      NODE_ENV: 'production',
      STRICT_DEPLOYMENT: 'true',
      PUBLIC_URL: 'http://oficina.local:3000',
    };
    expect(() => loadConfig(strict)).toThrow(/PUBLIC_URL: precisa usar https/);
    const config = loadConfig({ ...strict, ALLOW_HTTP: 'true' });
    expect(config.publicUrl).toBe('http://oficina.local:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.ALLOW_HTTP).toBe(true);
    // Without the switch an http address is a trial, whatever NODE_ENV says.
    expect(loadConfig({ ...strict, STRICT_DEPLOYMENT: 'false' }).secureCookies).toBe(false);
  });

  it('starts a strict deployment with only PUBLIC_URL: no demo content unless asked, migrations at start', () => {
    const strict = { NODE_ENV: 'production', STRICT_DEPLOYMENT: 'true' };
    const config = loadConfig({ ...strict, PUBLIC_URL: 'https://www.exemplo.com.br' });
    expect(config.STRICT_DEPLOYMENT).toBe(true);
    expect(config.secureCookies).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.MIGRATE_ON_START).toBe(true);
    const asked = loadConfig({
      ...strict,
      PUBLIC_URL: 'https://www.exemplo.com.br',
      SEED_DEMO: 'true',
      MIGRATE_ON_START: 'false',
      ADMIN_USERNAME: 'gerente',
      ADMIN_PASSWORD: 'uma-senha-longa-qualquer',
      ADMIN_EMAIL: 'gerente@exemplo.com.br',
    });
    expect(asked.SEED_DEMO).toBe(true);
    expect(asked.MIGRATE_ON_START).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'nao' })).toThrow(/MIGRATE_ON_START/);
  });

  it('reads only the database settings for the migration command', () => {
    const config = loadDatabaseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app:secret@db:5432/oficina',
    });
    expect(config.DATABASE_URL).toBe('postgres://app:secret@db:5432/oficina');
    expect(loadDatabaseConfig({}).DATA_DIR).toBe(DEFAULT_DATA_DIR);
    expect(loadDatabaseConfig({ DATA_DIR: 'dados' }).DATA_DIR).toBe(resolve('dados'));
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'nao-e-url' })).toThrow(/DATABASE_URL/);
  });
});
