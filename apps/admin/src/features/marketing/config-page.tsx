import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { AdminPage } from '../../components/admin-page';
import { type QueryLike, QueryState } from '../../components/query-state';
import { trpc } from '../../lib/trpc';
import { ConfigEditor, type SaveCallbacks } from './config-editor';
import { configResolver, splitSaved } from './config-form';
import type { ConfigModel, ConfigProcedure } from './config-models';
import './marketing.css';

/** What the page needs of a config's update mutation. */
export interface ConfigUpdate<C> {
  mutate: (
    input: C,
    options: { onSuccess: (response: unknown) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

const updateOf = (procedure: ConfigProcedure) =>
  `update${procedure[0]?.toUpperCase()}${procedure.slice(1)}` as `update${Capitalize<ConfigProcedure>}`;

// The three configs' procedures differ only in the config's type, which the page's model
// carries; tRPC's types cannot be indexed by a name that varies, so they are narrowed here.
type ConfigApi<C> = Record<ConfigProcedure, { useQuery: () => QueryLike<C> }> &
  Record<`update${Capitalize<ConfigProcedure>}`, { useMutation: () => ConfigUpdate<C> }>;
const configApi = <C,>() => trpc.marketing as unknown as ConfigApi<C>;
type Cached<C> = { setData: (input: undefined, data: C) => void };

export interface ConfigScreenProps<F extends FieldValues, C> {
  /** The editor's id (its form and preview elements). */
  id: string;
  title: string;
  description: string;
  model: ConfigModel<F, C>;
  fields: (form: UseFormReturn<F, unknown, C>, values: F) => ReactNode;
  preview: (values: F) => ReactNode;
}

/**
 * A marketing config's page: title and description, then, once it loads, its editor with the
 * live preview. Saving puts the answer in the cache and re-reads the site's copy of every config.
 */
export function MarketingConfigPage<F extends FieldValues, C>(props: ConfigScreenProps<F, C>) {
  const { procedure } = props.model;
  const query = configApi<C>()[procedure].useQuery();
  return (
    <AdminPage title={props.title} description={props.description}>
      <QueryState query={query} loadingLabel="Carregando configuração…">
        {(config) => <Editor {...props} config={config} />}
      </QueryState>
    </AdminPage>
  );
}

function Editor<F extends FieldValues, C>({
  config,
  ...props
}: ConfigScreenProps<F, C> & { config: C }) {
  const utils = trpc.useUtils();
  const { procedure } = props.model;
  const update = configApi<C>()[updateOf(procedure)].useMutation();
  const [resolver] = useState(() => configResolver(props.model.schema, props.model.toInput));
  const saved = (callbacks: SaveCallbacks<F>) => ({
    onSuccess: (response: unknown) => {
      const { message, saved } = splitSaved(props.model.schema, response);
      (utils.marketing[procedure] as unknown as Cached<C>).setData(undefined, saved);
      void utils.marketing.all.invalidate();
      callbacks.onSuccess(message, props.model.toForm(saved));
    },
    onError: callbacks.onError,
  });
  return (
    <ConfigEditor
      id={props.id}
      initial={props.model.toForm(config)}
      defaults={props.model.toForm(props.model.defaults)}
      resolver={resolver}
      saving={update.isPending}
      save={(input, callbacks) => update.mutate(input, saved(callbacks))}
      preview={props.preview}
      fields={props.fields}
    />
  );
}
