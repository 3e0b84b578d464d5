import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyInputSchema } from '../entities/company';
import { faqInputSchema } from '../entities/faq';
import { popupInputSchema } from '../entities/popup';
import { DEFAULT_SERVICE_IMAGE, serviceInputSchema } from '../entities/service';
import { socialLinkInputSchema } from '../entities/social-link';
import { MESSAGES } from '../messages';
import { isOfferValid } from '../offers';
import { slugify } from './blog';
import { idParam, isoDate, isoDateTime } from './common';
import { contactInputSchema } from './contact';
import { MARKETING_DEFAULTS } from './marketing';

const company = {
  name: 'Oficina Teste',
  phone: '(21) 2671-4455',
  whatsapp: '(21) 99876-5432',
  email: 'contato@exemplo.com.br',
  address: 'Rua Um, 10 - Centro, Duque de Caxias',
  working_hours: 'Seg a Sex 8h–18h',
};

describe('company input', () => {
  it('stores an empty logo and favicon as null', () => {
    const parsed = companyInputSchema.parse({ ...company, logo: '', favicon: '' });
    expect(parsed.logo).toBeNull();
    expect(parsed.favicon).toBeNull();
  });

  it('refuses script URLs as images', () => {
    expect(companyInputSchema.safeParse({ ...company, logo: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
});

describe('service input', () => {
  it('falls back to the default placeholder image', () => {
    expect(
      serviceInputSchema.parse({ title: 'Recarga', description: 'Recarga de gás' }).image,
    ).toBe(DEFAULT_SERVICE_IMAGE);
  });
});

describe('boolean fields', () => {
  it('never read the string "false" as true', () => {
    expect(
      faqInputSchema.safeParse({ question: 'Pergunta?', answer: 'Resposta', active: 'false' })
        .success,
    ).toBe(false);
  });
});

describe('contact input', () => {
  const base = { name: 'Ana', message: 'Meu ar não gela', lgpd_consent: true };

  it('needs an email or a phone', () => {
    expect(contactInputSchema.safeParse(base).success).toBe(false);
    expect(contactInputSchema.safeParse({ ...base, phone: '(21) 99999-0000' }).success).toBe(true);
  });

  it('takes a phone only with 8 to 15 digits', () => {
    const withPhone = (phone: string) => contactInputSchema.safeParse({ ...base, phone }).success;
    expect(withPhone('(21) 2671-4455')).toBe(true);
    expect(withPhone('+55 21 99999-0000')).toBe(true);
    expect(withPhone('2671-4455')).toBe(true);
    expect(withPhone('--------')).toBe(false);
    expect(withPhone('(((( ))))')).toBe(false);
    expect(withPhone('1234-567')).toBe(false);
    expect(withPhone('1234567890123456')).toBe(false);
    expect(withPhone('21 9999 abcd')).toBe(false);
  });

  it('needs LGPD consent', () => {
    expect(
      contactInputSchema.safeParse({ ...base, email: 'ana@exemplo.com', lgpd_consent: false })
        .success,
    ).toBe(false);
  });
});

describe('popup input', () => {
  it('rejects an expiry before the start', () => {
    const result = popupInputSchema.safeParse({
      title: 'Promo',
      content: 'Texto',
      start_date: '2026-02-01T00:00:00Z',
      expiry_date: '2026-01-01T00:00:00Z',
    });
    expect(result.success).toBe(false);
  });

  it('rejects a javascript: button action', () => {
    expect(
      popupInputSchema.safeParse({
        title: 'Promo',
        content: 'x',
        button_action: 'javascript:alert(1)',
      }).success,
    ).toBe(false);
  });
});

describe('social link input', () => {
  it('stores active as 1 or 0', () => {
    const base = { name: 'Instagram', platform: 'instagram', url: 'https://instagram.com/oficina' };
    expect(socialLinkInputSchema.parse({ ...base, active: true }).active).toBe(1);
    expect(socialLinkInputSchema.parse({ ...base, active: 0 }).active).toBe(0);
  });
});

describe('offer banner validity', () => {
  it('shows through the last day and hides afterwards (default valid_until 2024-12-31)', () => {
    const offer = MARKETING_DEFAULTS.offer_banner;
    expect(offer.valid_until).toBe('2024-12-31');
    expect(isOfferValid(offer, new Date('2024-12-31T23:00:00-03:00'))).toBe(true);
    expect(isOfferValid(offer, new Date('2025-01-01T00:30:00-03:00'))).toBe(false);
  });
});

describe('slugify', () => {
  it('makes URL slugs from Portuguese titles', () => {
    expect(slugify('R-134a ou R-1234yf: qual gás o seu carro usa?')).toBe(
      'r-134a-ou-r-1234yf-qual-gas-o-seu-carro-usa',
    );
  });
});

const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('ids', () => {
  it('take a positive integer, or its plain decimal digits as a REST path carries them', () => {
    expect(idParam.parse({ id: 7 })).toEqual({ id: 7 });
    expect(idParam.parse({ id: '7' })).toEqual({ id: 7 });
    expect(idParam.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });

  it.each([
    '0x1',
    '1e0',
    '1.0',
    ' 1',
    '1 ',
    '01',
    '+1',
    '-1',
    '0',
    '',
    '2147483648',
    '99999999999',
    0,
    -1,
    1.5,
    2_147_483_648,
    Number.NaN,
    null,
    true,
  ])('refuse %j, never reading it as a number', (id) => {
    expect(messagesOf(idParam.safeParse({ id }))).toEqual([MESSAGES.invalidId]);
  });

  it('say a missing id is required, never "undefined"', () => {
    expect(messagesOf(idParam.safeParse({}))).toEqual([MESSAGES.requiredField]);
  });

  it('stay strict where the REST adapter switches on coercion', () => {
    // What trpc-to-openapi does to each field of an input it handles: a plain number schema is
    // made to coerce (`Number(text)`), in place. The id is a pipe: nothing to switch on.
    for (const field of Object.values(idParam.shape) as unknown as Array<{
      _zod: { def: { type: string; coerce?: boolean } };
    }>)
      if (field._zod.def.type === 'number') field._zod.def.coerce = true;
    expect(idParam.safeParse({ id: '1e0' }).success).toBe(false);
    expect(idParam.safeParse({ id: '0x1' }).success).toBe(false);
  });
});

describe('dates', () => {
  it.each([
    '0004-02-29T00:00:00Z',
    '0050-01-01T00:00:00Z',
    '1969-12-31T23:59:59Z',
    '2101-01-01T00:00:00Z',
    '2150-01-01T00:00:00-03:00',
  ])('refuse %s as out of range', (value) => {
    expect(messagesOf(isoDateTime().safeParse(value))).toEqual([MESSAGES.dateOutOfRange]);
  });

  it.each(['0004-02-29', '2150-01-01'])('refuse the calendar date %s as out of range', (value) => {
    expect(messagesOf(isoDate().safeParse(value))).toEqual([MESSAGES.dateOutOfRange]);
  });

  it('take both ends of the range', () => {
    expect(isoDateTime().safeParse('1970-01-01T00:00:00Z').success).toBe(true);
    expect(isoDateTime().safeParse('2100-12-31T23:59:59-03:00').success).toBe(true);
    expect(isoDate().safeParse('1970-01-01').success).toBe(true);
    expect(isoDate().safeParse('2100-12-31').success).toBe(true);
  });

  it.each([
    'amanhã',
    '2025-02-29T00:00:00Z',
    '2025-01-01T10:00',
    '2025-01-01 10:00:00Z',
    '2025-01-01',
  ])('refuse %s as not ISO 8601 with one message', (value) => {
    expect(messagesOf(isoDateTime().safeParse(value))).toEqual([MESSAGES.invalidDateTime]);
  });

  it.each(['31/12/2025', '2025-2-1', '2025-02-30', '20250201'])(
    'refuse the calendar date %s with one message',
    (value) => {
      expect(messagesOf(isoDate().safeParse(value))).toEqual([MESSAGES.invalidDate]);
    },
  );
});

describe('validation messages', () => {
  it('never show "undefined" or "NaN"', () => {
    const schema = z.object({ name: z.string(), count: z.number() });
    const messages = messagesOf(schema.safeParse({ count: Number.NaN }));
    expect(messages).toEqual([MESSAGES.requiredField, MESSAGES.invalidNumber]);
  });
});
