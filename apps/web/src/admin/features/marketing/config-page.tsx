import type { ReactNode } from 'react';
import type { z } from 'zod';
import { AdminPage } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { trpc } from '../../lib/trpc';
import type { SaveCallbacks } from './config-editor';
import { splitSaved } from './config-form';

/** The page around one marketing config: title, description, then its editor once it loads. */
export function MarketingConfigPage<C>({
  title,
  description,
  query,
  children,
}: {
  title: string;
  description: string;
  query: Parameters<typeof QueryState<C>>[0]['query'];
  children: (config: C) => ReactNode;
}) {
  return (
    <AdminPage title={title} description={description}>
      <QueryState query={query} loadingLabel="Carregando configuração…">
        {children}
      </QueryState>
    </AdminPage>
  );
}

/**
 * The callbacks of a marketing config's update mutation: the saved config (parsed by `schema`)
 * goes into the page's cache through `store`, the site's copy of every config is re-read, and
 * the editor gets the server's message and the saved values in form shape.
 */
export function useConfigSaved<C, F>(
  schema: z.ZodType<C>,
  toForm: (config: C) => F,
  store: (saved: C) => void,
) {
  const utils = trpc.useUtils();
  return (callbacks: SaveCallbacks<F>) => ({
    onSuccess: (response: unknown) => {
      const { message, saved } = splitSaved(schema, response);
      store(saved);
      void utils.marketing.all.invalidate();
      callbacks.onSuccess(message, toForm(saved));
    },
    onError: callbacks.onError,
  });
}
