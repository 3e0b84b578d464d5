import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { popupRuleIssues } from '../entities/popup';
import { serviceUpdateInputSchema } from '../entities/service';
import { socialLinkInputSchema, socialLinkUpdateInputSchema } from '../entities/social-link';
import { updateInputOf } from './common';

describe('updateInputOf', () => {
  it('leaves out what the request leaves out: no default fills it in', () => {
    expect(serviceUpdateInputSchema.parse({ title: 'Recarga de gás' })).toEqual({
      title: 'Recarga de gás',
    });
    expect(serviceUpdateInputSchema.parse({})).toEqual({});
  });

  it('keeps every rule and transform of a field that is sent', () => {
    const parsed = serviceUpdateInputSchema.parse({ title: '  Recarga  ', image: '' });
    expect(parsed).toEqual({ title: 'Recarga', image: '/media/placeholder-servico.svg' });
    expect(serviceUpdateInputSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(serviceUpdateInputSchema.safeParse({ display_order: -1 }).success).toBe(false);
    expect(serviceUpdateInputSchema.safeParse({ display_order: null }).success).toBe(false);
  });

  it('takes off a default that a transform follows', () => {
    // active: union → default(1) → transform to 0 | 1
    expect(socialLinkInputSchema.shape.active.parse(undefined)).toBe(1);
    expect(socialLinkUpdateInputSchema.parse({})).toEqual({});
    expect(socialLinkUpdateInputSchema.parse({ active: false })).toEqual({ active: 0 });
  });

  it('keeps the create input as it was', () => {
    const create = z.object({ n: z.number().default(3), s: z.string() });
    updateInputOf(create);
    expect(create.parse({ s: 'a' })).toEqual({ n: 3, s: 'a' });
    expect(updateInputOf(create).parse({ s: 'a' })).toEqual({ s: 'a' });
  });
});

describe('popup rules on a whole popup', () => {
  const popup = { start_date: null, expiry_date: null, show_timer: false, timer_duration: null };

  it('asks for a duration when the timer is on', () => {
    expect(popupRuleIssues({ ...popup, show_timer: true }).map((i) => i.path)).toEqual([
      ['timer_duration'],
    ]);
    expect(popupRuleIssues({ ...popup, show_timer: true, timer_duration: 60 })).toEqual([]);
  });

  it('reads stored dates as well as sent ones', () => {
    const issues = popupRuleIssues({
      ...popup,
      start_date: new Date('2025-03-02T00:00:00Z'),
      expiry_date: '2025-03-01T00:00:00-03:00',
    });
    expect(issues.map((i) => i.path)).toEqual([['expiry_date']]);
  });
});
