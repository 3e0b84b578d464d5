import {
  formatOpeningHours,
  KNOWN_SETTINGS,
  marketingConfigsSchema,
  OPENING_HOURS_TEXT,
  workshopTime,
} from '@oficina/core';
import { count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import {
  banners,
  blogPosts,
  companyInfo,
  faqs,
  marketingConfigs,
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
import {
  demoAbout,
  demoBanners,
  demoBlogPosts,
  demoCompany,
  demoEditableContent,
  demoFaqs,
  demoMarketing,
  demoPopups,
  demoPortfolio,
  demoServices,
  demoTestimonials,
  demoWhatsappContexts,
  demoWhatsappSettings,
} from './content';
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

/** Every string inside a seeded value, except timestamps (machine format, not text). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}T/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every text the demo seeds. */
function seededTexts(now: Date): string[] {
  // The structured hours are data ("08:00"), not text anyone reads: the record's line is.
  const { opening_hours: _structured, ...companyTexts } = demoCompany;
  const items: unknown[] = [
    companyTexts,
    demoAbout,
    demoWhatsappSettings,
    ...demoServices,
    ...demoFaqs,
    ...demoTestimonials,
    ...demoPortfolio,
    ...demoEditableContent,
    ...demoWhatsappContexts,
    ...demoPopups(now),
    ...demoBanners(now),
    ...demoBlogPosts(now),
    ...Object.values(demoMarketing(now)),
  ];
  return items.flatMap(strings);
}

const percentages = (text: string) => [...text.matchAll(/(\d+)\s*%/g)].map((m) => Number(m[1]));

describe('one honest campaign', () => {
  /** What a visitor can meet now or later: switched on and not over. */
  async function liveOffers() {
    const now = new Date();
    const rows = await handle.db.select().from(marketingConfigs);
    const marketing = marketingConfigsSchema.parse(
      Object.fromEntries(rows.map((row) => [row.key, row.config])),
    );
    const livePopups = (await handle.db.select().from(popups)).filter(
      (popup) => popup.active && (!popup.expiry_date || popup.expiry_date > now),
    );
    const liveBanners = (await handle.db.select().from(banners)).filter((b) => b.active);
    return { marketing, livePopups, liveBanners };
  }

  it('every live popup, banner and marketing block names the same percentage', async () => {
    const { marketing, livePopups, liveBanners } = await liveOffers();
    const { attention_grabber, urgency_banner, offer_banner } = marketing;
    const seen = new Set<number>();
    for (const popup of livePopups) {
      if (popup.discount_percentage) seen.add(popup.discount_percentage);
      for (const n of percentages(`${popup.title} ${popup.content}`)) seen.add(n);
    }
    for (const banner of liveBanners) for (const n of percentages(banner.content)) seen.add(n);
    for (const config of [attention_grabber, urgency_banner, offer_banner]) {
      if (!config.active) continue;
      if ('discount_percentage' in config) seen.add(config.discount_percentage);
      for (const n of percentages(JSON.stringify(config))) seen.add(n);
    }
    expect([...seen]).toEqual([offer_banner.discount_percentage]);
  });

  it('the promotion popup ends on the offer’s last day, and so does the banner that dates it', async () => {
    const { marketing, livePopups, liveBanners } = await liveOffers();
    const { valid_until } = marketing.offer_banner;
    const promotions = livePopups.filter((popup) => popup.discount_percentage);
    expect(promotions.length).toBeGreaterThan(0);
    for (const popup of promotions) {
      expect(popup.expiry_date).not.toBeNull();
      expect(workshopTime(popup.expiry_date as Date).isoDate).toBe(valid_until);
    }
    const [year, month, day] = valid_until.split('-');
    const dated = liveBanners.filter((banner) => /válid[ao] até/i.test(banner.content));
    expect(dated.length).toBeGreaterThan(0);
    for (const banner of dated) expect(banner.content).toContain(`${day}/${month}/${year}`);
  });

  it('offers no discount on something free', async () => {
    const { marketing, livePopups, liveBanners } = await liveOffers();
    const promotional = [
      ...livePopups.map((popup) => `${popup.title} ${popup.content}`),
      ...liveBanners.map((banner) => banner.content),
      JSON.stringify(marketing),
    ];
    for (const text of promotional) expect(text).not.toMatch(/gr[aá]tis|gratuit/i);
  });

  it('invents no scarcity, crowds or counters', () => {
    const fake = [
      /vagas? limitad/i,
      /(últimas|poucas|restam|resta) (vagas|horários|unidades)/i,
      /restam? (poucos|poucas|apenas|só|\d+)/i,
      /\d+ pessoas/i,
      /pessoas (vendo|olhando|comprando)/i,
      /(agenda|sábado|semana) quase (cheia|lotad)/i,
      /só hoje|somente hoje|apenas hoje/i,
      /corra|não perca tempo/i,
    ];
    for (const text of seededTexts(new Date())) {
      for (const phrase of fake) expect(text).not.toMatch(phrase);
    }
  });

  it('writes the opening hours one way, agreeing with the company record', async () => {
    const [company] = await handle.db.select().from(companyInfo);
    const hours = company!.working_hours;
    expect(hours).toBe(OPENING_HOURS_TEXT);
    // The line is the structure written out.
    expect(formatOpeningHours(company!.opening_hours ?? [])).toBe(hours);

    for (const text of seededTexts(new Date())) {
      // One notation for times: "8h às 18h", never "08:00", "8h–18h" or "8 às 18h".
      expect(text).not.toMatch(/\b\d{1,2}:\d{2}\b/);
      expect(text).not.toMatch(/\d{1,2}h\s*[–—-]\s*\d{1,2}h/);
      expect(text).not.toMatch(/\b\d{1,2}\s+(às|as|a)\s+\d{1,2}h/);
      // The short form of the whole week is the company record's, word for word.
      for (const match of text.matchAll(/Seg\.? a Sex.{0,40}/g)) {
        expect(match[0].startsWith(hours)).toBe(true);
      }
      // Sentences name the regular hours as the record does.
      for (const m of text.matchAll(/segunda a sexta, das (\d+h) às (\d+h)/gi)) {
        expect([m[1], m[2]]).toEqual(['8h', '18h']);
      }
      for (const m of text.matchAll(/aos sábados, das (\d+h) às (\d+h)/gi)) {
        expect([m[1], m[2]]).toEqual(['8h', '12h']);
      }
    }
  });
});
