import {
  type Company,
  companyHoursText,
  fillCompanyFacts,
  OPENING_HOURS,
  OPENING_HOURS_TEXT,
  type SocialLink,
  type WhatsappContext,
  type WhatsappSettings,
} from '@oficina/core';
import { createContext, useContext, useMemo } from 'react';
import type { RouterContext } from './router-context';
import { trpc } from './trpc';

/**
 * The exact inputs of the site-wide queries the root loader puts in the cache. Anything that
 * reads these queries must use the same inputs, or it misses the cache and fetches again.
 */
export const SITE_QUERIES = {
  company: undefined,
  whatsappSettings: undefined,
  publicSettings: undefined,
  socialLinks: {},
  footerCredit: { key: 'footer.credit' },
  /**
   * WhatsApp message contexts the shell uses (float button, header CTA, 404 page). The search's
   * "no results" message is not among them: every page would carry it for a dialog most visits
   * never open; /busca loads it, and the dialog fetches it when it opens.
   */
  whatsappContexts: ['float_button', 'header_schedule', 'not_found'],
  whatsappContext: (name: string) => ({ name }),
} as const;

/** Company info stays fresh for 10 minutes (other queries use the 5-minute default). */
const COMPANY_STALE_TIME = 10 * 60_000;

/**
 * Loads the shell's data. Every query is optional for the page: a failure is swallowed here
 * and the hooks below fall back to defaults, so a broken banner never takes the site down.
 * No retries on the way: on the server a retry would only delay the whole page.
 */
export async function loadSiteData(api: RouterContext['api']): Promise<void> {
  const once = { retry: false } as const;
  await Promise.allSettled([
    api.company.get.ensureData(SITE_QUERIES.company, { ...once, staleTime: COMPANY_STALE_TIME }),
    api.whatsapp.settings.ensureData(SITE_QUERIES.whatsappSettings, once),
    api.settings.public.ensureData(SITE_QUERIES.publicSettings, once),
    api.socialLinks.list.ensureData(SITE_QUERIES.socialLinks, once),
    api.editableContent.byKey.ensureData(SITE_QUERIES.footerCredit, once),
    ...SITE_QUERIES.whatsappContexts.map((name) =>
      api.whatsapp.context.ensureData(SITE_QUERIES.whatsappContext(name), once),
    ),
  ]);
}

export const DEFAULT_COMPANY: Company = {
  name: 'FrioCar Climatização Automotiva',
  phone: '',
  whatsapp: '',
  email: '',
  address: 'Duque de Caxias - RJ',
  working_hours: OPENING_HOURS_TEXT,
  opening_hours: OPENING_HOURS,
  closed_dates: [],
  about_text: '',
  description:
    'Oficina especializada em ar-condicionado automotivo e refrigeração em Duque de Caxias (RJ).',
  logo: null,
  favicon: null,
  website: null,
  updated_at: '',
};

/**
 * The site-wide records every page reads (company, WhatsApp settings, public settings, social
 * links). Dozens of components show the phone, the hours or a WhatsApp link; with a query hook
 * each, every one of them kept its own query observer, which React sets up and subscribes one
 * by one when the page hydrates, a good part of the work right after hydration on a slow
 * phone. `ShellQueriesProvider` (shell-queries.tsx) reads each record once and hands it to the
 * hooks below through context; a change still reaches every reader.
 */
export interface ShellQueries {
  /** Undefined while unknown (failed or not loaded): the hooks fall back to defaults. */
  company: Company | undefined;
  whatsappSettings: WhatsappSettings | undefined;
  whatsappSettingsFailed: boolean;
  publicSettings: Record<string, string> | undefined;
  socialLinks: SocialLink[] | undefined;
}

export const ShellQueriesContext = createContext<ShellQueries | null>(null);

// useQuery (not useSuspenseQuery) on purpose: the cache is filled by the root loader, so the
// first render has the data on server and client alike; when a query failed, both render
// the defaults and the browser retries quietly.

/** The one read of each site-wide record, for `ShellQueriesProvider`. */
export function useShellQueriesOnce(): ShellQueries {
  const company = trpc.company.get.useQuery(SITE_QUERIES.company, {
    staleTime: COMPANY_STALE_TIME,
  }).data;
  const whatsapp = trpc.whatsapp.settings.useQuery(SITE_QUERIES.whatsappSettings);
  const publicSettings = trpc.settings.public.useQuery(SITE_QUERIES.publicSettings).data;
  const socialLinks = trpc.socialLinks.list.useQuery(SITE_QUERIES.socialLinks).data;
  const whatsappSettings = whatsapp.data;
  const whatsappSettingsFailed = whatsapp.isError;
  return useMemo(
    () => ({ company, whatsappSettings, whatsappSettingsFailed, publicSettings, socialLinks }),
    [company, whatsappSettings, whatsappSettingsFailed, publicSettings, socialLinks],
  );
}

export function useShellQueries(): ShellQueries {
  const queries = useContext(ShellQueriesContext);
  if (!queries) throw new Error('the site-wide records need ShellQueriesProvider above them');
  return queries;
}

export function useCompany(): Company {
  return useShellQueries().company ?? DEFAULT_COMPANY;
}

const NO_SETTINGS: Record<string, string> = {};

export function usePublicSettings(): Record<string, string> {
  return useShellQueries().publicSettings ?? NO_SETTINGS;
}

/** Active links only, in display order. */
export function useSocialLinks(): SocialLink[] {
  return (useShellQueries().socialLinks ?? [])
    .filter((link) => link.active === 1)
    .sort((a, b) => a.display_order - b.display_order);
}

/** The named message context, or undefined while unknown (missing, inactive or failed). */
export function useWhatsAppContext(name: string): WhatsappContext | undefined {
  const { data } = trpc.whatsapp.context.useQuery(SITE_QUERIES.whatsappContext(name), {
    retry: false,
  });
  return data;
}

export interface TopBarInfo {
  phone: string;
  location: string;
  hours: string;
}

/** Phone, address and hours for the header's top bar: the company record, like the footer. */
export function useTopBarInfo(): TopBarInfo {
  const company = useCompany();
  return { phone: company.phone, location: company.address, hours: companyHoursText(company) };
}

/** The footer's credit line (editable content 'footer.credit'), or undefined when unset. */
export function useFooterCredit(): string | undefined {
  const { data } = trpc.editableContent.byKey.useQuery(SITE_QUERIES.footerCredit, { retry: false });
  const company = useCompany();
  // Placeholders ({telefone}…) read the company record, as in every other site text.
  return fillCompanyFacts(data?.value ?? '', company).trim() || undefined;
}

/** "tel:" href for a display phone number ("(21) 2671-4455" → "tel:+552126714455"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  return `tel:+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}
