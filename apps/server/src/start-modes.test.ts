import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  type BuiltServer,
  builtServerExists,
  freePort,
  killBuiltServers,
  startBuiltServer,
} from './testing/built-server';
import { captureChildOutput, expectErrorLog } from './testing/log-capture';

/**
 * The two ways the built server starts: `npm start` on a fresh machine (React's production build,
 * no settings at all, demo content and a printed admin password) and a real deployment
 * (STRICT_DEPLOYMENT=true, as the container image runs it), which refuses to start without its
 * settings. Each server has its own embedded database, so the PostgreSQL project would only
 * repeat them: they run in the PGlite one.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A string only React's development builds carry: their warnings link to react.dev/link/…
 * (hydration mismatches, keys, …), while the production builds name errors by number through
 * react.dev/errors/… and have no warnings at all. A client bundle built in development mode
 * would contain it in the react chunk.
 */
const REACT_DEVELOPMENT_MARKER = 'react.dev/link/';

const skipReason = !builtServerExists()
  ? 'apps/server/dist/main.js is missing (npm test builds it first)'
  : inject('testDatabase').kind !== 'pglite'
    ? 'runs in the PGlite project only (each server under test has its own embedded database)'
    : null;

const dirs: string[] = [];
const servers: BuiltServer[] = [];
const started: ChildProcess[] = [];
afterAll(async () => {
  await killBuiltServers(servers);
  for (const child of started) await stopGroup(child, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oficina-start-'));
  dirs.push(dir);
  return dir;
}

/** Ends npm and the server it runs (one process group), and waits for npm to exit. */
async function stopGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

/** The process ids below `pid`, from each process's parent in /proc/<id>/stat. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(name), ppid);
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parentOf)
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

/** The environment a process started with, from /proc/<id>/environ. */
function environmentOf(pid: number): Record<string, string> {
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start did not answer /api/health within 90 s:\n${output()}`);
}

describe.skipIf(skipReason !== null)(
  `starting the built server${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('serves React’s production build, demo content and a way in with no settings at all, as npm start does', async () => {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      // The root `npm start` builds, then runs exactly this; nothing else in the environment.
      const child = spawn('npm', ['run', 'start:prod', '--workspace', '@oficina/server'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? tempDir(),
          PORT: String(port),
          DATA_DIR: tempDir(),
        },
        // Its own process group, so npm, its shell and the server end together.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(child);
      let log = '';
      const capture = captureChildOutput('npm start');
      child.stdout?.on('data', (chunk) => {
        log += chunk;
        capture(chunk);
      });
      child.stderr?.on('data', (chunk) => {
        log += chunk;
      });
      await waitForHealth(baseUrl, child, () => log);

      // React picks its build when first loaded, from NODE_ENV: react-dom/server loads
      // cjs/react-dom-server.node.production.js only when it is "production". The page's HTML is
      // the same bytes under either build, so the server process's own environment is what tells.
      if (existsSync('/proc/self/environ')) {
        // The node process itself, not the shell npm runs the script line in.
        const server = descendants(child.pid!).find((pid) => {
          try {
            const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
            return argv.some((arg) => arg === 'dist/main.js' || arg.endsWith('/dist/main.js'));
          } catch {
            return false;
          }
        });
        expect(server, `no dist/main.js under npm:\n${log}`).toBeDefined();
        const env = environmentOf(server!);
        expect(env.NODE_ENV).toBe('production');
        expect(env.STRICT_DEPLOYMENT).toBeUndefined();
      }

      // A page from the demo content, with the client's scripts built for production.
      const page = await fetch(`${baseUrl}/blog`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('5 sinais de que o ar-condicionado do carro precisa de manutenção');
      // Every script the page names: its route's preload tags and the URLs in the inline loader
      // that starts the entry once the page has loaded (plugins/web-script-loader.ts).
      const scripts = [
        ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src!)),
      ];
      expect(scripts.length).toBeGreaterThan(3);
      // React and react-dom travel in one file of their own (apps/web/vite.config.ts).
      expect(scripts.some((src) => /\/react-[\w-]+\.js$/.test(src))).toBe(true);
      for (const src of scripts) {
        const js = await (await fetch(`${baseUrl}${src}`)).text();
        expect(js.length, src).toBeGreaterThan(0);
        expect(js.includes(REACT_DEVELOPMENT_MARKER), src).toBe(false);
      }
      const services = (await (await fetch(`${baseUrl}/api/services`)).json()) as unknown[];
      expect(services.length).toBeGreaterThan(0);

      // The README's way in: a generated password printed once in the start-up log.
      const printed = /Administrador criado\. Usuário: (\S+) {2}Senha: (\S+)/.exec(log);
      expect(printed, log).not.toBeNull();
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: printed![1], password: printed![2] }),
      });
      expect(login.status).toBe(200);
      // Over plain http the cookie is neither Secure nor __Host-: a browser sends it back on
      // http://localhost and on http://127.0.0.1 alike.
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith('oficina_session='));
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/;\s*Secure/i);
      const me = await fetch(`${baseUrl}/api/auth/me`, {
        headers: { cookie: cookie!.split(';')[0]! },
      });
      expect(me.status).toBe(200);
      expect(JSON.stringify(await me.json())).toContain(`"${printed![1]}"`);

      // On a brand-new database the only warning is the one showing the generated password
      // (nothing may, for example, read a table before the migrations have made it).
      const warnings = log.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        const entry = JSON.parse(line) as { level: number; msg?: string };
        return entry.level >= 40 && !entry.msg?.startsWith('Administrador criado') ? [line] : [];
      });
      expect(warnings).toEqual([]);

      await stopGroup(child, 'SIGTERM');
    }, 180_000);

    it('refuses a strict deployment without PUBLIC_URL, in Portuguese, and starts it with an https one', async () => {
      // The refusal is the point: main.ts prints it as an error and exits.
      expectErrorLog(/PUBLIC_URL: obrigatória em produção/);
      await expect(
        startBuiltServer(tempDir(), { STRICT_DEPLOYMENT: 'true', PUBLIC_URL: '' }),
      ).rejects.toThrow(
        /Configuração inválida nas variáveis de ambiente:[\s\S]*PUBLIC_URL: obrigatória em produção/,
      );

      const server = await startBuiltServer(tempDir(), {
        STRICT_DEPLOYMENT: 'true',
        PUBLIC_URL: 'https://www.exemplo.com.br',
        ALLOW_HTTP: 'false',
        // Required beside ADMIN_USERNAME: the first admin can recover its password by e-mail.
        ADMIN_EMAIL: 'Dono@Exemplo.com.br',
        // Unset, so the strict default (no demo content) applies.
        SEED_DEMO: '',
      });
      servers.push(server);
      // Strict: no demo content unless asked, and the session cookie is Secure and __Host-.
      const services = (await (await fetch(`${server.baseUrl}/api/services`)).json()) as unknown[];
      expect(services).toEqual([]);
      const login = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'senha-do-servidor-de-teste' }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).toMatch(/^__Host-oficina_session=.*;\s*Secure/i);
      const { token } = (await login.json()) as { token: string };
      const me = await fetch(`${server.baseUrl}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(
        'dono@exemplo.com.br',
      );
      server.process.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    }, 180_000);
  },
);
