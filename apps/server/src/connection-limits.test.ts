import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { MESSAGES } from '@oficina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_DEFAULTS, loadConfig } from './config';
import { startTestApp, type TestApp } from './testing/test-app';

/** Slack over a configured time before a test calls a cut late: these machines are slow. */
const MARGIN_MS = 3000;

/** A socket to the app, resolved once connected, that records what it receives and when it closes. */
function open(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  // A reset by the server is one of the ways a connection is closed here.
  socket.on('error', () => {});
  const openedAt = performance.now();
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now() - openedAt)),
  );
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

type Connection = ReturnType<typeof open>;

/** How long the socket stays open, or 'still open' after `ms`. */
const closedWithin = (connection: Connection, ms: number) =>
  Promise.race([
    connection.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

/** Sends a GET on the socket and waits for a whole answer (the `/livez` body is small). */
async function get(connection: Connection, path = '/livez') {
  connection.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  const deadline = performance.now() + 10_000;
  while (!/\r\n\r\n[\s\S]*\S/.test(connection.received()) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return connection.received();
}

async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

describe('slow and silent clients (real sockets)', () => {
  const REQUEST_TIMEOUT_MS = 2000;
  const CONNECTION_TIMEOUT_MS = 1000;
  const KEEP_ALIVE_TIMEOUT_MS = 500;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({
      config: { REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS },
    });
    port = await listening(t);
  });
  afterAll(() => t.close());

  it('cuts off a request whose headers never end, with a 408 in Portuguese', async () => {
    const connection = open(port);
    await connection.connected;
    connection.socket.write('GET /livez HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    const after = await closedWithin(connection, CONNECTION_TIMEOUT_MS + MARGIN_MS);
    expect(after).not.toBe('still open');
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    const body = connection.received().split('\r\n\r\n')[1] ?? '';
    expect(JSON.parse(body)).toEqual({
      error: MESSAGES.requestTimeout,
      code: 'TIMEOUT',
      request_id: expect.any(String),
    });
  });

  it('cuts off a request whose body stops short of its Content-Length', async () => {
    const connection = open(port);
    await connection.connected;
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"usernam',
    );
    const after = await closedWithin(connection, REQUEST_TIMEOUT_MS + MARGIN_MS);
    expect(after).not.toBe('still open');
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes connections that send nothing after the connection timeout', async () => {
    const connections = Array.from({ length: 20 }, () => open(port));
    await Promise.all(connections.map((c) => c.connected));
    const results = await Promise.all(
      connections.map((c) => closedWithin(c, CONNECTION_TIMEOUT_MS + MARGIN_MS)),
    );
    expect(results.filter((r) => r === 'still open')).toEqual([]);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const connection = open(port);
    await connection.connected;
    expect(await get(connection)).toMatch(/^HTTP\/1\.1 200 /);
    expect(await closedWithin(connection, KEEP_ALIVE_TIMEOUT_MS + MARGIN_MS)).not.toBe(
      'still open',
    );
  });

  it('lets a client that sends in time through', async () => {
    const connection = open(port);
    await connection.connected;
    const body = '{"username":"ninguem","password":"senha-errada-123"}';
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Slow, but well inside the request timeout.
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS / 4));
    connection.socket.write(body.slice(10));
    const deadline = performance.now() + 10_000;
    while (!connection.received().includes('}') && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(connection.received()).toMatch(/^HTTP\/1\.1 401 /);
    connection.socket.destroy();
  });
});

describe('the log of a request cut for slowness (real socket)', () => {
  it('says the server cut it with a 408, not that the client left', async () => {
    const lines: string[] = [];
    const t = await startTestApp({
      config: { REQUEST_TIMEOUT_MS: 2000, CONNECTION_TIMEOUT_MS: 1000, LOG_LEVEL: 'info' },
      onLogLine: (line) => lines.push(line),
    });
    try {
      const connection = open(await listening(t));
      await connection.connected;
      connection.socket.write(
        'POST /api/contacts HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name',
      );
      expect(await closedWithin(connection, 2000 + MARGIN_MS)).not.toBe('still open');
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
      const deadline = performance.now() + 5000;
      while (!lines.some((line) => line.includes('request cut')) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const cut = lines.find((line) => line.includes('request cut'));
      expect(JSON.parse(cut ?? '{}')).toMatchObject({ statusCode: 408, url: '/api/contacts' });
      expect(lines.filter((line) => line.includes('client closed the connection'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('connections per client address (real sockets)', () => {
  const MAX_CONNECTIONS_PER_IP = 5;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // The default timeouts: a refused socket closes long before any of them.
    t = await startTestApp({ config: { MAX_CONNECTIONS_PER_IP } });
    port = await listening(t);
  });
  afterAll(() => t.close());

  it('closes the sixth connection at once while the first five are answered', async () => {
    const five = Array.from({ length: MAX_CONNECTIONS_PER_IP }, () => open(port));
    await Promise.all(five.map((c) => c.connected));

    const sixth = open(port);
    expect(await closedWithin(sixth, 2000)).not.toBe('still open');
    expect(sixth.received()).toBe('');

    for (const answer of await Promise.all(five.map((c) => get(c))))
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);

    // One closes: a new connection from the address is accepted again.
    five[0]!.socket.destroy();
    await five[0]!.closed;
    // The server sees the close a moment after the client does.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = open(port);
    expect(await get(again)).toMatch(/^HTTP\/1\.1 200 /);
    for (const c of [...five, again]) c.socket.destroy();
  });
});

describe('a full connection table (real sockets from many addresses)', () => {
  const MAX_CONNECTIONS = 1000;
  const ADDRESSES = 21;
  const PER_ADDRESS = 50;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // Timeouts far away, so the idle sockets stay for the whole test.
    t = await startTestApp({
      config: {
        MAX_CONNECTIONS,
        MAX_CONNECTIONS_PER_IP: PER_ADDRESS,
        CONNECTION_TIMEOUT_MS: 120_000,
        REQUEST_TIMEOUT_MS: 120_000,
      },
    });
    port = await listening(t);
  });
  afterAll(() => t.close());

  it('still serves a new address while 21 others hold 1,000 silent sockets', async () => {
    const silent: net.Socket[] = [];
    for (let a = 1; a <= ADDRESSES; a++) {
      await Promise.all(
        Array.from({ length: PER_ADDRESS }, () => {
          const socket = net.connect({ port, host: '127.0.0.1', localAddress: `127.0.7.${a}` });
          socket.on('error', () => {});
          silent.push(socket);
          return new Promise<void>((resolve) => {
            socket.once('connect', () => resolve());
            socket.once('close', () => resolve());
          });
        }),
      );
    }
    try {
      let served = 0;
      const PROBES = 32;
      for (let i = 0; i < PROBES; i++) {
        const answer = await new Promise<string>((resolve) => {
          const probe = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.8.1' });
          let received = '';
          probe.setEncoding('utf8');
          probe.on('data', (chunk: string) => {
            received += chunk;
          });
          probe.on('error', () => resolve(received));
          probe.on('close', () => resolve(received));
          probe.on('connect', () =>
            probe.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
          );
        });
        if (/^HTTP\/1\.1 200 /.test(answer)) served++;
      }
      expect(served / PROBES).toBeGreaterThanOrEqual(0.99);
      // The table stayed within its cap all along.
      const open = await new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      expect(open).toBeLessThanOrEqual(MAX_CONNECTIONS);
    } finally {
      for (const socket of silent) socket.destroy();
    }
  }, 120_000);
});

describe('connection settings', () => {
  it('default to bounded figures and accept 0 to turn the per-address cap off', () => {
    const config = loadConfig({});
    expect(CONNECTION_DEFAULTS).toEqual({
      REQUEST_TIMEOUT_MS: 30_000,
      CONNECTION_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 5000,
      MAX_CONNECTIONS: 1000,
      MAX_CONNECTIONS_PER_IP: 50,
    });
    expect(config).toMatchObject(CONNECTION_DEFAULTS);
    expect(loadConfig({ MAX_CONNECTIONS_PER_IP: '0' }).MAX_CONNECTIONS_PER_IP).toBe(0);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '' }).REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('refuse a timeout of 0 (no limit) or a connection cap of 0', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });
});
