import {
  CONTACT_SORT_FIELDS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactStatus,
} from '@oficina/core';
import { z } from 'zod';
import { lenient, pagingSearch } from '../../kit/table/paged-search';

export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type ContactSort = (typeof CONTACT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * The inbox view in the address bar: back/forward and reload keep filter, search, sort and page.
 * Every key is optional so the defaults never clutter the URL. `q` may arrive as a number
 * (`?q=2199` is parsed as JSON by the router) and is read back as text.
 */
export const contactSearchSchema = z.object({
  status: lenient(z.enum(CONTACT_STATUSES)),
  q: lenient(
    z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim().slice(0, 200))
      .transform((value) => value || undefined),
  ),
  ...pagingSearch(PAGE_SIZES),
  sort: lenient(z.enum(CONTACT_SORT_FIELDS)),
  order: lenient(z.enum(['asc', 'desc'])),
  /** The message open in the detail dialog. */
  id: lenient(z.coerce.number().int().positive().max(2_147_483_647)),
});

export type ContactSearch = z.output<typeof contactSearchSchema>;

export const validateContactSearch = (raw: Record<string, unknown>): ContactSearch =>
  contactSearchSchema.parse(raw);

/** The order a column sorts by when first clicked: newest first, names and statuses A→Z. */
export const DEFAULT_ORDER: Record<ContactSort, SortOrder> = {
  created_at: 'desc',
  name: 'asc',
  status: 'asc',
};

export interface ContactView {
  status: ContactStatus | undefined;
  q: string | undefined;
  page: number;
  page_size: PageSize;
  sort: ContactSort;
  order: SortOrder;
}

/** The URL's view with its defaults filled in: exactly what `contacts.list` receives. */
export function contactView(search: ContactSearch): ContactView {
  const sort = search.sort ?? 'created_at';
  return {
    status: search.status,
    q: search.q,
    page: search.page ?? 1,
    page_size: (search.page_size as PageSize | undefined) ?? PAGE_SIZES[0],
    sort,
    order: search.order ?? DEFAULT_ORDER[sort],
  };
}

/** Clicking a column: the same one flips the order, another one starts with its natural order. */
export function nextSort(view: Pick<ContactView, 'sort' | 'order'>, column: ContactSort) {
  if (view.sort === column) {
    return { sort: column, order: view.order === 'asc' ? ('desc' as const) : ('asc' as const) };
  }
  return { sort: column, order: DEFAULT_ORDER[column] };
}

/** The CSV export of what the inbox shows: same filters and order, every page. */
export function exportUrl(view: ContactView): string {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.q) params.set('q', view.q);
  params.set('sort', view.sort);
  params.set('order', view.order);
  return `/api/contacts/export.csv?${params.toString()}`;
}

/**
 * The filter tabs: plural labels for the lists, singular ones (core) for a single message.
 * "Todas" is the inbox, every message but spam (the API leaves it out without a status); spam
 * has its own tab, last, where the owner checks what the anti-spam checks held back.
 */
export const STATUS_FILTERS: { value: ContactStatus | undefined; label: string }[] = [
  { value: undefined, label: 'Todas' },
  { value: 'novo', label: 'Novas' },
  { value: 'em_andamento', label: 'Em andamento' },
  { value: 'respondido', label: 'Respondidas' },
  { value: 'arquivado', label: 'Arquivadas' },
  { value: 'spam', label: 'Spam' },
];

export const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({
  value: status,
  label: CONTACT_STATUS_LABELS[status],
}));

/** The sort choices for phones, where the table headers are hidden (cards). */
export const SORT_OPTIONS: { value: `${ContactSort}:${SortOrder}`; label: string }[] = [
  { value: 'created_at:desc', label: 'Mais recentes primeiro' },
  { value: 'created_at:asc', label: 'Mais antigas primeiro' },
  { value: 'name:asc', label: 'Nome (A–Z)' },
  { value: 'name:desc', label: 'Nome (Z–A)' },
  { value: 'status:asc', label: 'Status (A–Z)' },
  { value: 'status:desc', label: 'Status (Z–A)' },
];

export function parseSortOption(value: string): { sort: ContactSort; order: SortOrder } {
  const [sort, order] = value.split(':') as [ContactSort, SortOrder];
  return { sort, order };
}
