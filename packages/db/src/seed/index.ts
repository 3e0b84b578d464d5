import {
  aboutInputSchema,
  bannerInputSchema,
  blogPostInputSchema,
  companyInputSchema,
  editableContentInputSchema,
  faqInputSchema,
  formatOpeningHours,
  popupInputSchema,
  portfolioItemInputSchema,
  serviceInputSchema,
  socialLinkInputSchema,
  whatsappContextInputSchema,
  whatsappSettingsInputSchema,
} from '@oficina/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  aboutContent,
  banners,
  blogPosts,
  companyInfo,
  editableContent,
  faqs,
  marketingConfigs,
  popups,
  portfolioItems,
  services,
  settings,
  socialLinks,
  testimonials,
  whatsappContexts,
  whatsappSettings,
} from '../schema';
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
  demoSettings,
  demoSocialLinks,
  demoTestimonials,
  demoWhatsappContexts,
  demoWhatsappSettings,
} from './content';

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/**
 * Fills an empty database with the demo workshop. Runs once: a database that already has
 * company data is left alone, so the owner's edits and deletions are never undone.
 * Content passes through the same zod schemas as the API, so the demo is always valid input.
 */
export async function seedDemoContent(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts on PostgreSQL; a no-op cost on PGlite.
    await tx.execute(sql`lock table company_info in exclusive mode`);
    const existing = await tx.select({ id: companyInfo.id }).from(companyInfo).limit(1);
    if (existing.length > 0) return false;

    const company = companyInputSchema.parse(demoCompany);
    // The hours line is written from the structure, as the API writes it.
    const hours = company.opening_hours ?? [];
    await tx.insert(companyInfo).values({
      id: 1,
      ...company,
      opening_hours: hours,
      working_hours: formatOpeningHours(hours),
    });
    await tx.insert(services).values(demoServices.map((s) => serviceInputSchema.parse(s)));
    await tx.insert(testimonials).values(
      demoTestimonials.map((t) => ({
        name: t.name,
        content: t.content ?? null,
        text: t.text ?? null,
        rating: t.rating,
        service: t.service,
      })),
    );
    await tx.insert(faqs).values(demoFaqs.map((f) => faqInputSchema.parse(f)));
    await tx
      .insert(whatsappSettings)
      .values({ id: 1, ...whatsappSettingsInputSchema.parse(demoWhatsappSettings) });
    await tx.insert(whatsappContexts).values(
      demoWhatsappContexts.map(({ name, ...context }) => ({
        name,
        ...whatsappContextInputSchema.parse(context),
      })),
    );
    await tx.insert(socialLinks).values(demoSocialLinks.map((l) => socialLinkInputSchema.parse(l)));
    await tx.insert(popups).values(
      demoPopups(now).map((p) => {
        const popup = popupInputSchema.parse(p);
        return {
          ...popup,
          start_date: toDate(popup.start_date),
          expiry_date: toDate(popup.expiry_date),
        };
      }),
    );
    await tx.insert(banners).values(
      demoBanners(now).map((b) => {
        const banner = bannerInputSchema.parse(b);
        return { ...banner, starts_at: toDate(banner.starts_at), ends_at: toDate(banner.ends_at) };
      }),
    );
    await tx
      .insert(portfolioItems)
      .values(demoPortfolio.map((p) => portfolioItemInputSchema.parse(p)));
    await tx.insert(blogPosts).values(
      demoBlogPosts(now).map((p) => {
        const post = blogPostInputSchema.parse(p);
        return { ...post, published_at: toDate(post.published_at) };
      }),
    );
    await tx.insert(aboutContent).values({ id: 1, ...aboutInputSchema.parse(demoAbout) });
    await tx.insert(editableContent).values(
      demoEditableContent.map(({ key, ...content }) => ({
        key,
        ...editableContentInputSchema.parse(content),
      })),
    );
    await tx.insert(settings).values(
      Object.entries(demoSettings).map(([key, s]) => ({
        key,
        value: s.value,
        description: s.description,
      })),
    );
    const marketing = demoMarketing(now);
    await tx
      .insert(marketingConfigs)
      .values(Object.entries(marketing).map(([key, config]) => ({ key, config })));
    return true;
  });
}
