import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 when the database responds', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('services', () => {
  it('lists the seeded services', async () => {
    const res = await t.request('GET', '/api/services');
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(8);
  });
});
