import { OPENING_HOURS } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import {
  type AutoRepairInput,
  autoRepairJsonLd,
  brl,
  jsonLdScript,
  parseAddress,
  parsePrice,
  serviceSummary,
} from './structured-data';

const input: AutoRepairInput = {
  company: {
    name: 'FrioCar Climatização Automotiva',
    phone: '(21) 2671-4455',
    email: 'contato@friocar.example',
    address: 'Rua José de Alvarenga, 1234 - Centro, Duque de Caxias - RJ, 25020-140',
    description: 'Oficina de ar-condicionado automotivo.',
    logo: '/media/logo.svg',
    opening_hours: OPENING_HOURS,
  },
  settings: {
    site_url: 'https://friocar.example',
    default_image: '/media/og-image.svg',
    geo_region: 'BR-RJ',
    geo_placename: 'Duque de Caxias',
    geo_position: '-22.7858;-43.3054',
  },
  services: [
    { title: 'Recarga de gás', description: 'Recarga completa', price: 'A partir de R$ 150' },
    { title: 'Compressor', description: 'Troca do compressor.', price: 'Sob orçamento' },
    { title: 'Filtro de cabine', description: 'Troca do filtro.', price: 'A partir de R$ 60' },
  ],
  socialLinks: [
    { url: 'https://www.youtube.com/@friocar', active: 1, display_order: 3 },
    { url: 'https://www.instagram.com/friocar', active: 1, display_order: 1 },
    { url: 'https://www.facebook.com/friocar', active: 0, display_order: 2 },
  ],
};

describe('autoRepairJsonLd', () => {
  const ld = autoRepairJsonLd(input);

  it('describes the business', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoRepair',
      name: 'FrioCar Climatização Automotiva',
      description: 'Oficina de ar-condicionado automotivo.',
      url: 'https://friocar.example/',
      telephone: '(21) 2671-4455',
      email: 'contato@friocar.example',
      image: 'https://friocar.example/media/og-image.svg',
      logo: 'https://friocar.example/media/logo.svg',
      priceRange: 'A partir de R$ 60',
    });
  });

  it('has the postal address and coordinates', () => {
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Rua José de Alvarenga, 1234 - Centro',
      postalCode: '25020-140',
      addressLocality: 'Duque de Caxias',
      addressRegion: 'RJ',
      addressCountry: 'BR',
    });
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -22.7858, longitude: -43.3054 });
  });

  it('opening hours are Mon–Fri 8–18 and Sat 8–12', () => {
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '08:00',
        closes: '12:00',
      },
    ]);
  });

  it('writes a lunch break, a weekend day and closed dates from the record', () => {
    const spec = autoRepairJsonLd({
      ...input,
      company: {
        ...input.company,
        opening_hours: [
          { weekday: 0, opens: '09:00', closes: '12:00' },
          { weekday: 1, opens: '13:00', closes: '18:00' },
          { weekday: 1, opens: '07:30', closes: '12:00' },
          { weekday: 2, opens: '07:30', closes: '12:00' },
        ],
        closed_dates: [{ date: '2026-12-25', note: 'Natal' }],
      },
    }).openingHoursSpecification;
    expect(spec).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday'],
        opens: '07:30',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday'],
        opens: '13:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday'],
        opens: '09:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
      },
    ]);
  });

  it('serves a 50 km circle around the workshop', () => {
    expect(ld.areaServed).toEqual({
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: -22.7858, longitude: -43.3054 },
      geoRadius: 50000,
    });
  });

  it('lists every service as an offer with its price in the description', () => {
    const catalog = ld.hasOfferCatalog as { itemListElement: unknown[] };
    expect(catalog).toMatchObject({ '@type': 'OfferCatalog', name: 'Serviços' });
    expect(catalog.itemListElement).toEqual([
      {
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: 'Recarga de gás',
          description: 'Recarga completa. Preço: A partir de R$ 150.',
        },
      },
      {
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: 'Compressor',
          description: 'Troca do compressor. Preço: Sob orçamento.',
        },
      },
      expect.objectContaining({ '@type': 'Offer' }),
    ]);
  });

  it('sameAs has only the active links, in display order', () => {
    expect(ld.sameAs).toEqual([
      'https://www.instagram.com/friocar',
      'https://www.youtube.com/@friocar',
    ]);
  });

  it("sameAs starts with the company's other site, never this one", () => {
    const other = { ...input.company, website: 'https://www.grupofriocar.example/oficinas' };
    expect(autoRepairJsonLd({ ...input, company: other }).sameAs).toEqual([
      'https://www.grupofriocar.example/oficinas',
      'https://www.instagram.com/friocar',
      'https://www.youtube.com/@friocar',
    ]);
    const same = { ...input.company, website: 'https://friocar.example/' };
    expect(autoRepairJsonLd({ ...input, company: same }).sameAs).toHaveLength(2);
  });

  it('without coordinates it has no geo and serves the city', () => {
    const plain = autoRepairJsonLd({ ...input, settings: { site_url: 'http://localhost:3000' } });
    expect(plain.geo).toBeUndefined();
    expect('geo' in plain).toBe(false);
    expect(plain.areaServed).toEqual({ '@type': 'City', name: 'Duque de Caxias' });
    expect(plain.image).toBe('http://localhost:3000/media/logo.svg');
  });
});

describe('helpers', () => {
  it('parseAddress without a CEP keeps the street', () => {
    expect(parseAddress('Av. Brasil, 500', 'Duque de Caxias')).toEqual({
      streetAddress: 'Av. Brasil, 500',
    });
  });

  it('parsePrice reads Brazilian amounts', () => {
    expect(parsePrice('A partir de R$ 1.200,50')).toBe(1200.5);
    expect(parsePrice('R$ 90')).toBe(90);
    expect(parsePrice('Sob orçamento')).toBeNull();
  });
});

describe('jsonLdScript', () => {
  it('is a JSON-LD script entry whose text parses back to the object', () => {
    const entry = jsonLdScript(autoRepairJsonLd(input));
    expect(entry.type).toBe('application/ld+json');
    expect(JSON.parse(entry.children)).toEqual(autoRepairJsonLd(input));
  });

  it('cannot be broken out of with </script> or an HTML comment', () => {
    const hostile = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- & -->',
      line: 'a\u2028b\u2029c',
    };
    const { children } = jsonLdScript(hostile);
    expect(children).not.toMatch(/[<>&\u2028\u2029]/);
    expect(children).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(children)).toEqual(hostile);
  });
});

describe('brl', () => {
  it('writes amounts as pt-BR Intl does, without loading Intl', () => {
    for (const value of [0, 5, 60, 99.9, 150.5, 1200, 1200.5, 1234.56, 1_000_000, 12_345.678]) {
      const expected = `R$ ${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}`;
      expect(brl(value)).toBe(expected);
    }
  });
});

describe('serviceSummary', () => {
  it('keeps the first sentence of a long description', () => {
    expect(
      serviceSummary(
        'Fazemos o recolhimento do gás antigo e a recarga. Atendemos R-134a e R-1234yf.\nTestamos a estanqueidade.',
      ),
    ).toBe('Fazemos o recolhimento do gás antigo e a recarga.');
  });

  it('does not cut at a decimal point or a price', () => {
    expect(serviceSummary('Troca a cada 10.000 km ou R$ 1.200,50 por ano. Depois, revisão.')).toBe(
      'Troca a cada 10.000 km ou R$ 1.200,50 por ano.',
    );
  });

  it('cuts an endless sentence at a word, with an ellipsis, within 160 characters', () => {
    const summary = serviceSummary(`Limpeza ${'do condensador e '.repeat(20)}fim`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('e…') || summary.endsWith('condensador…')).toBe(true);
    expect(summary).not.toMatch(/\s…$/);
  });

  it('keeps a short text as it is', () => {
    expect(serviceSummary('  Diagnóstico   rápido ')).toBe('Diagnóstico rápido');
  });
});
