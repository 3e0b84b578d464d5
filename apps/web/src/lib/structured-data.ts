import type { ClosedDate, OpeningInterval } from '@oficina/core';
import { absoluteUrl, type PublicSettings, parseGeoPosition, siteOrigin } from './seo';

/**
 * schema.org AutoRepair for the whole site (rendered once, in the root route's head):
 *
 *   head: ({ loaderData }) => ({
 *     scripts: [jsonLdScript(autoRepairJsonLd({ company, settings, services, socialLinks }))],
 *   })
 *
 * Inputs are the outputs of trpc.company.get, settings.public, services.list and
 * socialLinks.list; only the fields read here are required, so tests can pass plain objects.
 */

/** How far from the workshop the structured data says it serves, in metres. */
export const SERVICE_RADIUS_METERS = 50_000;

export interface JsonLdCompany {
  name: string;
  phone: string;
  email: string;
  address: string;
  description: string;
  logo: string | null;
  /** Another site of the company ("Site" in "Empresa"); this site's own address is PUBLIC_URL. */
  website?: string | null;
  /** The structured hours of the company record ("Empresa"). */
  opening_hours: OpeningInterval[];
  closed_dates?: ClosedDate[];
}
export interface JsonLdService {
  title: string;
  description: string;
  price: string;
}
export interface JsonLdSocialLink {
  url: string;
  active: 0 | 1;
  display_order: number;
}

export interface AutoRepairInput {
  company: JsonLdCompany;
  settings: PublicSettings;
  services: JsonLdService[];
  socialLinks: JsonLdSocialLink[];
}

type JsonObject = Record<string, unknown>;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Monday first, as the pages write the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * One specification per distinct interval, naming every day that has it, then one per closed
 * date: schema.org marks a day closed with opens and closes both "00:00" for that date.
 */
export function openingHoursSpecification(
  hours: OpeningInterval[],
  closedDates: ClosedDate[],
): JsonObject[] {
  const byInterval = new Map<string, { opens: string; closes: string; days: number[] }>();
  const sorted = [...hours].sort(
    (a, b) =>
      WEEK_ORDER.indexOf(a.weekday) - WEEK_ORDER.indexOf(b.weekday) ||
      a.opens.localeCompare(b.opens),
  );
  for (const { weekday, opens, closes } of sorted) {
    const key = `${opens}-${closes}`;
    const entry = byInterval.get(key) ?? { opens, closes, days: [] };
    if (!entry.days.includes(weekday)) entry.days.push(weekday);
    byInterval.set(key, entry);
  }
  return [
    ...[...byInterval.values()].map(({ opens, closes, days }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => DAY_NAMES[day]!),
      opens,
      closes,
    })),
    ...closedDates.map(({ date }) => ({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: date,
      validThrough: date,
    })),
  ];
}

const CEP = /^\d{5}-?\d{3}$/;

/**
 * "Rua X, 1234 - Centro, Duque de Caxias - RJ, 25020-140" → street "Rua X, 1234 - Centro",
 * postal code "25020-140". The city/state part is dropped (it is given separately).
 */
export function parseAddress(
  address: string,
  locality: string,
): { streetAddress: string; postalCode?: string } {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const postalCode = parts.find((p) => CEP.test(p));
  const cityState = new RegExp(`^${escapeRegExp(locality)}(\\s*[-/]\\s*[A-Z]{2})?$`, 'i');
  const street = parts.filter((p) => p !== postalCode && !cityState.test(p)).join(', ');
  return { streetAddress: street || address.trim(), ...(postalCode ? { postalCode } : {}) };
}

const withPeriod = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Longest service summary in the JSON-LD: about a search result's snippet. */
const SUMMARY_MAX = 160;

/**
 * A service's first sentence, for the JSON-LD. The catalog is in the head of every page, so
 * whole descriptions (a paragraph each) would weigh kilobytes on each first visit; search
 * engines show a snippet at most, and the full text is on /servicos.
 */
export function serviceSummary(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const end = /[.!?](?=\s)/.exec(trimmed);
  const sentence = end ? trimmed.slice(0, end.index + 1) : trimmed;
  if (sentence.length <= SUMMARY_MAX) return sentence;
  const cut = sentence.slice(0, SUMMARY_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "A partir de R$ 1.200,50" → 1200.5; null when the text has no amount ("Sob orçamento"). */
export function parsePrice(text: string): number | null {
  const match = /R\$\s*(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?/.exec(text);
  if (!match) return null;
  return Number(`${match[1]!.replace(/\./g, '')}.${match[2] ?? '0'}`);
}

/**
 * 1200.5 → "R$ 1.200,5", as toLocaleString('pt-BR', { maximumFractionDigits: 2 }) writes it, by
 * hand: the head is rebuilt during hydration, and a browser's first Intl formatter loads its
 * locale data (40–60 ms on a phone).
 */
export function brl(value: number): string {
  const [whole = '0', fraction = ''] = value.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = fraction.replace(/0+$/, '');
  return `R$ ${grouped}${cents ? `,${cents}` : ''}`;
}

function priceRange(services: JsonLdService[]): string | undefined {
  const amounts = services.map((s) => parsePrice(s.price)).filter((n): n is number => n !== null);
  if (!amounts.length) return undefined;
  return `A partir de ${brl(Math.min(...amounts))}`;
}

/** The company's own other site, unless it is this very site (then `url` already names it). */
function otherSite(website: string | null | undefined, origin: string): string[] {
  const address = website?.trim() ?? '';
  if (!/^https?:\/\//i.test(address)) return [];
  try {
    return new URL(address).origin === new URL(origin).origin ? [] : [address];
  } catch {
    return origin ? [] : [address];
  }
}

export function autoRepairJsonLd({
  company,
  settings,
  services,
  socialLinks,
}: AutoRepairInput): JsonObject {
  const origin = siteOrigin(settings);
  const locality = settings.geo_placename?.trim() || 'Duque de Caxias';
  const region = (settings.geo_region?.trim() || 'BR-RJ').replace(/^BR-/i, '');
  const geo = parseGeoPosition(settings.geo_position);
  const coordinates = geo
    ? { '@type': 'GeoCoordinates', latitude: Number(geo[0]), longitude: Number(geo[1]) }
    : undefined;
  const logo = absoluteUrl(company.logo, settings);
  const image = absoluteUrl(settings.default_image, settings) ?? logo;
  const range = priceRange(services);

  const data: JsonObject = {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': `${origin}/#empresa`,
    name: company.name,
    description: company.description || undefined,
    url: `${origin}/`,
    telephone: company.phone || undefined,
    email: company.email || undefined,
    image: image ?? undefined,
    logo: logo ?? undefined,
    address: {
      '@type': 'PostalAddress',
      ...parseAddress(company.address, locality),
      addressLocality: locality,
      addressRegion: region,
      addressCountry: 'BR',
    },
    geo: coordinates,
    openingHoursSpecification: openingHoursSpecification(
      company.opening_hours,
      company.closed_dates ?? [],
    ),
    areaServed: coordinates
      ? { '@type': 'GeoCircle', geoMidpoint: coordinates, geoRadius: SERVICE_RADIUS_METERS }
      : { '@type': 'City', name: locality },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Serviços',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: service.title,
          description: service.price
            ? `${withPeriod(serviceSummary(service.description))} Preço: ${service.price}.`
            : serviceSummary(service.description),
        },
      })),
    },
    sameAs: [
      ...otherSite(company.website, origin),
      ...socialLinks
        .filter((link) => link.active === 1 && /^https?:\/\//i.test(link.url))
        .sort((a, b) => a.display_order - b.display_order)
        .map((link) => link.url),
    ],
    priceRange: range,
  };
  // JSON.stringify drops undefined values, but tests and readers see a clean object too.
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

/**
 * The TanStack head script entry for JSON-LD. The JSON goes into the page as raw script text,
 * so "<" (and ">", "&", U+2028/2029) are written as \u escapes: content such as "</script>"
 * cannot close the tag, and the JSON still parses to the same value.
 */
export function jsonLdScript(obj: unknown): { type: 'application/ld+json'; children: string } {
  const json = JSON.stringify(obj)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return { type: 'application/ld+json', children: json };
}
