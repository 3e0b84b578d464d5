import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const text = readFileSync(join(ROOT, 'infra/compose.yaml'), 'utf8');

/** Compose's interpolation of ${NAME}, ${NAME:-default} and ${NAME:?error} from `given`. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op, rest) => {
    if (given[name]) return given[name];
    if (op === '-') return rest;
    if (op === '?') throw new Error(`${name}: ${rest}`);
    return '';
  });
}

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}
const compose = parse(text) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { app, db } = compose.services as { app: Service; db: Service };
const imageEnv = Object.fromEntries(
  [
    ...readFileSync(join(ROOT, 'infra/docker/Dockerfile'), 'utf8').matchAll(
      /^\s*(?:ENV\s+)?(\w+)=(\S+)(?:\s*\\)?$/gm,
    ),
  ].map(([, name, value]) => [name!, value!]),
);

describe('compose file (infra/compose.yaml)', () => {
  it('requires the first admin password and says so', () => {
    expect(() => interpolate(app.environment!.ADMIN_PASSWORD!, {})).toThrow(/ADMIN_PASSWORD/);
    expect(() => interpolate(app.environment!.ADMIN_EMAIL!, {})).toThrow(/ADMIN_EMAIL/);
  });

  it('points DATABASE_URL at the db service with its own user, password and database', () => {
    for (const given of [{}, { POSTGRES_PASSWORD: 'outra-senha' }] as Record<string, string>[]) {
      const url = new URL(interpolate(app.environment!.DATABASE_URL!, given));
      const dbEnv = db.environment!;
      expect(url.protocol).toBe('postgres:');
      expect(url.hostname).toBe('db');
      expect(url.port).toBe('5432');
      expect(url.username).toBe(dbEnv.POSTGRES_USER);
      expect(url.password).toBe(interpolate(dbEnv.POSTGRES_PASSWORD!, given));
      expect(url.pathname).toBe(`/${dbEnv.POSTGRES_DB}`);
    }
  });

  it('keeps the database on a named volume and starts the app once it is healthy', () => {
    const [volume, path] = db.volumes![0]!.split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(path).toBe('/var/lib/postgresql/data');
    expect(db.healthcheck?.test.join(' ')).toMatch(/pg_isready/);
    expect(app.depends_on?.db?.condition).toBe('service_healthy');
  });

  it('builds the image from the Dockerfile and checks its health on /api/health', () => {
    expect(app.build).toEqual({ context: '..', dockerfile: 'infra/docker/Dockerfile' });
    expect(app.healthcheck?.test.join(' ')).toMatch(/127\.0\.0\.1:3000\/api\/health/);
    expect(Number.parseInt(app.stop_grace_period!, 10)).toBeGreaterThan(25);
  });

  it('starts as a strict deployment with its defaults and only the first admin password and e-mail', () => {
    expect(imageEnv.NODE_ENV).toBe('production');
    expect(imageEnv.STRICT_DEPLOYMENT).toBe('true');
    expect(app.environment!.STRICT_DEPLOYMENT).toBe('true');
    const env = Object.fromEntries(
      Object.entries(app.environment!).map(([name, value]) => [
        name,
        interpolate(String(value), {
          ADMIN_PASSWORD: 'uma-senha-longa-qualquer',
          ADMIN_EMAIL: 'dono@exemplo.com.br',
        }),
      ]),
    );
    const config = loadConfig({ ...imageEnv, ...env });
    expect(config.STRICT_DEPLOYMENT).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.MIGRATE_ON_START).toBe(true);
  });
});
