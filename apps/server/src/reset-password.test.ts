import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  killBuiltServers,
  SERVER_ENTRY,
  startBuiltServer,
} from './testing/built-server';

/**
 * `npm run admin:reset-password` as an owner without mail runs it: the built command
 * (dist/reset-password.js) against the embedded database of a built server, stopped first.
 */
const RESET = join(dirname(SERVER_ENTRY), 'reset-password.js');
const work = mkdtempSync(join(tmpdir(), 'oficina-reset-cli-'));
const servers: BuiltServer[] = [];
afterAll(async () => {
  await killBuiltServers(servers);
  rmSync(work, { recursive: true, force: true });
});

function run(args: string[], input?: string, dataDir = work) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [RESET, ...args], {
      cwd: work,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.end(input ?? '');
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function startAndLogin(password: string) {
  const server = await startBuiltServer(work);
  servers.push(server);
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  server.process.kill('SIGTERM');
  await server.exited;
  return res.status;
}

describe('npm run admin:reset-password', () => {
  it('prints a new password that then logs in, or takes one from the input', async () => {
    // The first start creates the admin with the test server's password.
    expect(await startAndLogin('senha-do-servidor-de-teste')).toBe(200);

    const generated = await run(['admin']);
    expect(generated.code, generated.stderr).toBe(0);
    const password = /Nova senha de "admin": (\S+)/.exec(generated.stdout)?.[1];
    expect(password, generated.stdout).toBeDefined();
    expect(generated.stdout).toContain('sessões abertas dessa conta foram encerradas');
    expect(await startAndLogin(password!)).toBe(200);

    const weak = await run(['admin', '--ask'], 'oficina2024\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('muito comum');
    const chosen = await run(['admin', '--ask'], 'compressor-girando-forte\n');
    expect(chosen.code, chosen.stderr).toBe(0);
    expect(chosen.stdout).not.toContain('compressor-girando-forte');
    expect(await startAndLogin('compressor-girando-forte')).toBe(200);
  }, 180_000);

  it('says which account it could not find, and how to call it', async () => {
    const missing = await run(['ninguem']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usuário "ninguem" não encontrado.');
    const usage = await run([]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('uso: npm run admin:reset-password -- <usuário> [--ask]');
  }, 60_000);

  it('names the directory it looked in and creates nothing when no database is there', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'oficina-reset-empty-'));
    try {
      const result = await run(['dono'], undefined, empty);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Nenhum banco de dados encontrado em DATA_DIR=${empty}`);
      expect(result.stderr).toContain('Nada foi criado');
      expect(result.stderr).not.toMatch(/relation|at .*\.js/);
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
