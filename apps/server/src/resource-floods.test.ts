import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_MESSAGES } from '@oficina/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type BuiltServer,
  builtServerExists,
  killBuiltServers,
  startBuiltServer,
} from './testing/built-server';
import { floodRenders, resetPeakMemory, residentMemory } from './testing/render-flood';

/**
 * Memory under floods, on the real built server (its own process, so its resident memory is
 * measured alone): pages rendered for many addresses at once, and images that are cheap to
 * send and expensive to decode. Time is not asserted here (`npm run bench:floods` measures the
 * health check's latency during the same flood); what is asserted is that memory stays bounded
 * and the server keeps answering.
 */
const ADMIN = { username: 'enchente', password: 'Memoria-Sob-Controle-7314' };
const MB = 1024 * 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'oficina-floods-'));
const servers: BuiltServer[] = [];
afterAll(async () => {
  await killBuiltServers(servers);
  rmSync(dataDir, { recursive: true, force: true });
});

const skipReason = !builtServerExists()
  ? 'apps/server/dist/main.js is missing (npm test builds it first)'
  : inject('testDatabase').kind !== 'pglite'
    ? 'runs in the PGlite project only (the server under test uses its own embedded database)'
    : process.platform !== 'linux'
      ? 'reads memory from /proc'
      : null;

describe.skipIf(skipReason !== null)(
  `memory under floods${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let server: BuiltServer;
    let port: number;
    let pid: number;
    let token: string;

    beforeAll(async () => {
      server = await startBuiltServer(dataDir, {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'true',
        // The limits a real deployment has by default for renders; the others stay out of reach.
        RATE_LIMIT_RENDERS: '60',
      });
      servers.push(server);
      port = Number(new URL(server.baseUrl).port);
      pid = server.process.pid as number;
      const login = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      token = ((await login.json()) as { token: string }).token;
    }, 120_000);

    // 100 renders asked for at once, as in the full flood (25 addresses × 60 pages, run by
    // `npm run bench:floods`): memory depends on how many are in flight, not on how many in all.
    it('renders 25 addresses × 8 new pages, 4 at a time each, within 200 MB more, health answering', async () => {
      const report = await floodRenders(port, pid, { addresses: 25, pagesEach: 8, perClient: 4 });
      const answered = Object.values(report.statuses).reduce((sum, n) => sum + n, 0);
      expect(answered).toBe(25 * 8);
      // Every answer is a page, or a polite refusal (per-address limit, queue full): no socket
      // error, no 500.
      expect(Object.keys(report.statuses).map(Number).sort()).toEqual(
        expect.arrayContaining([200]),
      );
      for (const status of Object.keys(report.statuses).map(Number))
        expect([200, 429, 503]).toContain(status);
      expect(report.healthFailures).toBe(0);
      expect(report.healthMs.length).toBeGreaterThan(0);
      expect(report.rssPeakGrowthMb).toBeLessThanOrEqual(200);
    }, 300_000);

    const upload = (bytes: Buffer, type: string) =>
      fetch(`${server.baseUrl}/api/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body: bytes,
      });

    /** Uploads one image and says how far the server's resident memory peaked above its start. */
    async function peakGrowthOf(bytes: Buffer, type: string) {
      const before = residentMemory(pid).now;
      resetPeakMemory(pid);
      const res = await upload(bytes, type);
      const body = (await res.json()) as { error?: string };
      return { status: res.status, body, growthMb: (residentMemory(pid).peak - before) / MB };
    }

    it('refuses a 25 000 000 × 1 strip on its header, without decoding it', async () => {
      // 73 KB on the wire; within the pixel count, yet half a gigabyte to resize.
      const strip = await sharp({
        create: { width: 25_000_000, height: 1, channels: 3, background: '#fff' },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const tall = await sharp({
        create: { width: 1, height: 12_001, channels: 3, background: '#fff' },
      })
        .png()
        .toBuffer();
      for (const image of [strip, tall]) {
        const answer = await peakGrowthOf(image, 'image/png');
        expect(answer.status).toBe(413);
        expect(answer.body.error).toBe(MEDIA_MESSAGES.tooLong);
        expect(answer.growthMb).toBeLessThanOrEqual(150);
      }
      expect(MEDIA_MESSAGES.tooLong).toBe(
        'A imagem é comprida demais (máximo de 12.000 pixels de largura ou de altura).',
      );
    }, 120_000);

    it('stores the largest accepted images within 150 MB more memory each', async () => {
      const images = [
        // The longest side allowed, as many pixels as allowed.
        await sharp({ create: { width: 12_000, height: 2_083, channels: 3, background: '#0a6' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        // 25 megapixels, square, with alpha (four bytes a pixel once decoded).
        await sharp({
          create: { width: 5_000, height: 5_000, channels: 4, background: '#36c8' },
        })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        // A photo-like JPEG of 24 megapixels: noise makes every block differ.
        await sharp({
          create: {
            width: 6_000,
            height: 4_000,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg({ quality: 60 })
          .toBuffer(),
      ];
      for (const [index, image] of images.entries()) {
        const answer = await peakGrowthOf(image, index === 2 ? 'image/jpeg' : 'image/png');
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.growthMb).toBeLessThanOrEqual(150);
      }
    }, 180_000);
  },
);
