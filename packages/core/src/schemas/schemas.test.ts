import { describe, expect, it } from 'vitest';
import { isOfferValid } from '../offers';
import { slugify } from './blog';
import { companyInputSchema } from './company';
import { contactInputSchema } from './contact';
import { faqInputSchema } from './faq';
import { MARKETING_DEFAULTS } from './marketing';
import { popupInputSchema } from './popup';
import { DEFAULT_SERVICE_IMAGE, serviceInputSchema } from './service';
import { socialLinkInputSchema } from './social-link';

const company = {
  name: 'Oficina Teste',
  phone: '(21) 2671-4455',
  whatsapp: '(21) 99876-5432',
  email: 'contato@exemplo.com.br',
  address: 'Rua Um, 10 - Centro, Duque de Caxias',
  working_hours: 'Seg a Sex 8h–18h',
};

describe('company input', () => {
  it('stores an empty logo and favicon as null (spec §5)', () => {
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
  it('shows through the last day and hides afterwards (spec default 2024-12-31)', () => {
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
