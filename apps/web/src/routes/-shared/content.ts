import { type EditableContent, fillCompanyFacts } from '@oficina/core';
import { useMemo } from 'react';
import type { RouterContext } from '../../lib/router-context';
import { SITE_QUERIES, useCompany } from '../../lib/site-data';
import { trpc } from '../../lib/trpc';

type Api = RouterContext['api'];

/**
 * Editable texts are read by section (editableContent.list({ section })), never by key: byKey
 * answers 404 for a missing key, and a text an editor deleted must only fall back, not break
 * the page. Loader and component must use the same input, hence this one helper per section.
 */
export const contentSection = (section: string) => ({ section });

/**
 * The legal texts live in one section; loaders and LegalPage read it with this same input.
 * Kept here, not in legal-page.tsx: a loader importing a component module would pull that
 * component (and its CSS) into the main bundle.
 */
export const LEGAL_SECTION = contentSection('legal');

/**
 * A section's texts as the page shows them: the company's placeholders ({telefone}, {email}…)
 * replaced by the record's current values, so a changed number shows everywhere at once.
 */
export function useSectionTexts(input: { section: string }): EditableContent[] {
  const [items] = trpc.editableContent.list.useSuspenseQuery(input);
  const company = useCompany();
  return useMemo(
    () => items.map((item) => ({ ...item, value: fillCompanyFacts(item.value, company) })),
    [items, company],
  );
}

/** The value of one key in a section's list, or the fallback when missing or blank. */
export function contentValue(
  items: readonly EditableContent[] | undefined,
  key: string,
  fallback = '',
): string {
  const value = items?.find((item) => item.key === key)?.value.trim();
  return value || fallback;
}

/**
 * The public settings a page's `head` needs (`pageHead`), from the cache the root loader
 * filled. Read there rather than returned by the page's loader: loader data is written into
 * the page once more for hydration, and the settings already travel as the cached query.
 */
export function siteSettingsOf(match: { context: RouterContext }): Record<string, string> {
  return match.context.api.settings.public.getData(SITE_QUERIES.publicSettings) ?? {};
}

/**
 * Prefetches a WhatsApp message context for useWhatsAppLink, so the link in the HTML already
 * carries the context's message. A missing context is normal (the link falls back to the
 * default message), so a failure is swallowed.
 */
export async function loadWhatsAppContext(
  api: Api,
  name: string,
  options: { meta?: Record<string, unknown> } = {},
): Promise<void> {
  await api.whatsapp.context
    .ensureData({ name }, { retry: false, ...options })
    .catch(() => undefined);
}
