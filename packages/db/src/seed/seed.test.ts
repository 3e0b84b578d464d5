import { KNOWN_SETTINGS } from '@oficina/core';
import { count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import {
  banners,
  blogPosts,
  faqs,
  popups,
  portfolioItems,
  services,
  settings,
  socialLinks,
  testimonials,
  users,
  whatsappContexts,
} from '../schema';
import { openTestDatabase } from '../testing';
import { seedDemoContent } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => handle.close());

const total = async (table: PgTable) => (await handle.db.select({ n: count() }).from(table))[0]!.n;

describe('demo content', () => {
  it('has the amounts the product promises', async () => {
    expect(await total(services)).toBeGreaterThanOrEqual(8);
    expect(await total(testimonials)).toBe(6);
    expect(await total(faqs)).toBe(10);
    expect(await total(portfolioItems)).toBe(4);
    expect(await total(blogPosts)).toBe(3);
  });

  it('keeps one legacy testimonial with text instead of content', async () => {
    const legacy = await handle.db.select().from(testimonials).where(isNull(testimonials.content));
    expect(legacy).toHaveLength(1);
    expect(legacy[0]!.text).toBeTruthy();
    const modern = await handle.db
      .select()
      .from(testimonials)
      .where(isNotNull(testimonials.content));
    expect(modern).toHaveLength(5);
  });

  it('has one inactive social link', async () => {
    expect(
      (await handle.db.select().from(socialLinks).where(eq(socialLinks.active, 0))).length,
    ).toBe(1);
  });

  it('covers the three popup types and the five styles', async () => {
    const rows = await handle.db.select().from(popups);
    expect(new Set(rows.map((p) => p.type))).toEqual(
      new Set(['promotion', 'alert', 'announcement']),
    );
    expect(new Set(rows.map((p) => p.style))).toEqual(
      new Set(['promotion', 'success', 'warning', 'error', 'info']),
    );
  });

  it('has a company_info banner with JSON content', async () => {
    const [banner] = await handle.db.select().from(banners).where(eq(banners.key, 'company_info'));
    expect(JSON.parse(banner!.content)).toHaveProperty('phone');
  });

  it('has the WhatsApp contexts the site uses', async () => {
    const names = (await handle.db.select().from(whatsappContexts)).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['float_button', 'search_no_results']));
  });

  it('sets every known setting', async () => {
    const keys = (await handle.db.select().from(settings)).map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(KNOWN_SETTINGS)));
  });

  it('uses only images shipped with the product', async () => {
    const images = [
      ...(await handle.db.select().from(services)).map((s) => s.image),
      ...(await handle.db.select().from(portfolioItems)).flatMap((p) => p.images),
    ];
    for (const image of images) expect(image).toMatch(/^\/media\//);
  });

  it('creates no user accounts', async () => {
    expect(await total(users)).toBe(0);
  });

  it('runs once: a second run leaves the owner’s data alone', async () => {
    await handle.db.delete(faqs);
    expect(await seedDemoContent(handle.db)).toBe(false);
    expect(await total(faqs)).toBe(0);
  });
});
