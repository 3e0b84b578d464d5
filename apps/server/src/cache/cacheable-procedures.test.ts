import { describe, expect, it } from 'vitest';
import { CACHEABLE_PROCEDURES, isCacheableApiPath } from './cacheable-procedures';

/** The procedures flagged KEPT_FOR_EVERYONE are the ones the public cache keeps. */
describe('public reads kept for everyone', () => {
  it('are exactly the public reads of site content', () => {
    expect([...CACHEABLE_PROCEDURES].sort()).toEqual(
      [
        'about.get',
        'banners.byId',
        'banners.byKey',
        'banners.byPosition',
        'banners.list',
        'banners.onPage',
        'blog.byId',
        'blog.bySlug',
        'blog.list',
        'blog.page',
        'company.get',
        'editableContent.byKey',
        'editableContent.list',
        'faqs.byId',
        'faqs.list',
        'marketing.all',
        'marketing.attentionGrabber',
        'marketing.offerBanner',
        'marketing.urgencyBanner',
        'popups.active',
        'popups.byId',
        'popups.list',
        'portfolio.byId',
        'portfolio.list',
        'services.byId',
        'services.list',
        'settings.byKey',
        'settings.public',
        'socialLinks.byId',
        'socialLinks.list',
        'testimonials.byId',
        'testimonials.list',
        'whatsapp.context',
        'whatsapp.contexts',
        'whatsapp.settings',
      ].sort(),
    );
  });

  it('never keeps what is about the caller or needs a role', () => {
    for (const name of [
      'auth.me',
      'health.check',
      'contacts.list',
      'dashboard.summary',
      'users.list',
    ])
      expect(CACHEABLE_PROCEDURES.has(name), name).toBe(false);
    expect(isCacheableApiPath('/api/services')).toBe(true);
    expect(isCacheableApiPath('/api/contacts')).toBe(false);
    expect(isCacheableApiPath('/trpc/services.list,faqs.list')).toBe(true);
    expect(isCacheableApiPath('/trpc/services.list,auth.me')).toBe(false);
  });
});
