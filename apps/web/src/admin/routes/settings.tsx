import { isKnownSetting, MESSAGES, type Setting } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { toast } from '../../features/toasts';
import { AdminPage } from '../components/admin-page';
import { useConfirmDelete } from '../components/confirm-dialog';
import { FormError, SwitchField, TextAreaField, TextField } from '../components/fields';
import { ImageField } from '../components/image-field';
import { QueryState } from '../components/query-state';
import { SaveBar } from '../features/config/save-bar';
import {
  changedSettingKeys,
  extraSettingKeys,
  initialSettingValues,
  KNOWN_SECTIONS,
  SETTING_META,
  type SettingValues,
  settingDescription,
  settingHint,
  settingLabel,
  stripKeyPrefix,
  validateSettings,
} from '../features/config/settings-model';
import { UnitField } from '../features/config/unit-field';
import { errorMessage, httpStatusOf } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';

export const Route = createFileRoute('/settings')({ component: SettingsPage });

const FORM_ID = 'settings-form';

/** Every value checked with the API's own rule for its key (core's settingValueSchema). */
const settingsResolver: Resolver<SettingValues> = async (values) => {
  const result = validateSettings(values);
  const invalid = Object.entries(result.errors);
  if (invalid.length === 0) return { values: result.values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      invalid.map(([key, message]) => [key, { type: 'validate', message }]),
    ),
  };
};

function SettingsPage() {
  const query = trpc.settings.list.useQuery();
  return (
    <AdminPage
      title="Configurações"
      description="Opções gerais do site, segurança do painel e dados para buscadores e redes sociais (SEO)."
    >
      <QueryState query={query} loadingLabel="Carregando configurações…">
        {(rows) => <SettingsForm rows={rows} />}
      </QueryState>
    </AdminPage>
  );
}

/**
 * The address canonical links, the sitemap and robots.txt use: the server's PUBLIC_URL, shown
 * here so the owner can check it, and changed only where the server is configured.
 */
function PublicAddress() {
  const { data } = trpc.settings.public.useQuery();
  const address = data?.site_url;
  if (!address) return null;
  return (
    <p className="admin-field__hint config-public-address">
      Endereço público do site: <span className="admin-mono">{address}</span>. Ele vem da variável
      PUBLIC_URL do servidor e é usado nos links canônicos, no compartilhamento, no sitemap.xml e no
      robots.txt.
    </p>
  );
}

function SettingsForm({ rows }: { rows: Setting[] }) {
  const utils = trpc.useUtils();
  const confirmDelete = useConfirmDelete();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SettingValues>({
    resolver: settingsResolver,
    defaultValues: initialSettingValues(rows),
  });
  const { isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  const update = trpc.settings.update.useMutation();
  const remove = trpc.settings.delete.useMutation({
    onSuccess: (_result, { key }) => {
      form.unregister(key);
      utils.settings.list.setData(undefined, (old) => old?.filter((row) => row.key !== key));
      toast.success(`Configuração "${key}" excluída`);
    },
    onError: (error) => toast.error(errorMessage(error, 'Não foi possível excluir')),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const initial = (form.formState.defaultValues ?? {}) as SettingValues;
    const changed = changedSettingKeys(values, initial);
    if (changed.length === 0) {
      // Only spaces were added or removed: nothing differs from what is stored.
      for (const key of Object.keys(form.formState.dirtyFields)) form.resetField(key);
      toast('Nada para salvar: os valores são iguais aos já salvos.');
      return;
    }
    setSaving(true);
    const results = await Promise.allSettled(
      changed.map((key) =>
        update.mutateAsync({
          key,
          value: values[key] ?? '',
          // Keeps a custom key's description (the API would otherwise clear it).
          description: rows.find((row) => row.key === key)?.description ?? undefined,
        }),
      ),
    );
    setSaving(false);

    const saved: Setting[] = [];
    const failed: { key: string; error: unknown }[] = [];
    results.forEach((result, index) => {
      const key = changed[index] as string;
      if (result.status === 'fulfilled') {
        const { message: _message, ...row } = result.value;
        saved.push(row);
      } else failed.push({ key, error: result.reason });
    });

    for (const row of saved) form.resetField(row.key, { defaultValue: row.value });
    if (saved.length > 0) {
      utils.settings.list.setData(undefined, (old) => mergeRows(old ?? rows, saved));
      void utils.settings.public.invalidate();
    }
    if (failed.length === 0) {
      toast.success(MESSAGES.settingsUpdated);
      return;
    }
    reportFailures(form, failed, saved.length, setFormError);
  });

  const extras = extraSettingKeys(rows);

  return (
    <form id={FORM_ID} className="config-form" onSubmit={submit} noValidate>
      {KNOWN_SECTIONS.map((section) => (
        <fieldset key={section.id} className="admin-fieldset">
          <legend>{section.title}</legend>
          {section.id === 'seo' ? <PublicAddress /> : null}
          <div className="config-fieldset-grid">
            {section.keys.map((key) => (
              <KnownSettingField key={key} settingKey={key} rows={rows} form={form} />
            ))}
          </div>
        </fieldset>
      ))}

      {extras.length > 0 ? (
        <fieldset className="admin-fieldset">
          <legend>Outras</legend>
          <p className="admin-muted admin-field__hint">
            Configurações extras guardadas no sistema. Altere apenas se souber para que servem.
          </p>
          {extras.map((key) => (
            <div key={key} className="config-extra">
              <TextAreaField
                label={settingDescription(key, rows) || settingLabel(key)}
                rows={2}
                hint={
                  <>
                    Chave: <span className="admin-mono">{key}</span>
                  </>
                }
                error={form.formState.errors[key]?.message}
                {...form.register(key)}
              />
              <button
                type="button"
                className="admin-btn admin-btn--small admin-btn--danger-ghost"
                disabled={remove.isPending || saving}
                onClick={async () => {
                  if (await confirmDelete('a configuração', key)) {
                    remove.mutate({ key });
                  }
                }}
              >
                <Trash2 aria-hidden="true" size={16} />
                Excluir<span className="admin-sr-only"> {key}</span>
              </button>
            </div>
          ))}
        </fieldset>
      ) : null}

      <FormError message={formError} />
      <SaveBar
        formId={FORM_ID}
        dirty={isDirty}
        saving={saving}
        label="Salvar configurações"
        onDiscard={() => {
          form.reset();
          setFormError(null);
        }}
      />
    </form>
  );
}

function KnownSettingField({
  settingKey: key,
  rows,
  form,
}: {
  settingKey: string;
  rows: Setting[];
  form: UseFormReturn<SettingValues>;
}) {
  if (!isKnownSetting(key)) return null;
  const meta = SETTING_META[key];
  const hint = settingHint(key, rows);
  const error = form.formState.errors[key]?.message;

  switch (meta.kind) {
    case 'boolean':
      return (
        <Controller
          control={form.control}
          name={key}
          render={({ field }) => (
            <SwitchField
              label={meta.label}
              hint={hint}
              error={error}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              checked={field.value === 'true'}
              onChange={(event) => field.onChange(event.target.checked ? 'true' : 'false')}
            />
          )}
        />
      );
    case 'number':
      return (
        <UnitField
          label={meta.label}
          unit={meta.unit ?? ''}
          hint={hint}
          error={error}
          {...form.register(key)}
        />
      );
    case 'image':
      return (
        <Controller
          control={form.control}
          name={key}
          render={({ field }) => (
            <ImageField
              label={meta.label}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              description={hint}
              error={error}
            />
          )}
        />
      );
    default:
      return meta.multiline ? (
        <TextAreaField
          className="config-span-all"
          label={meta.label}
          rows={3}
          placeholder={meta.placeholder}
          hint={hint}
          error={error}
          {...form.register(key)}
        />
      ) : (
        <TextField
          label={meta.label}
          type="text"
          placeholder={meta.placeholder}
          hint={hint}
          error={error}
          {...form.register(key)}
        />
      );
  }
}

function mergeRows(old: Setting[], saved: Setting[]): Setting[] {
  const byKey = new Map(old.map((row) => [row.key, row]));
  for (const row of saved) byKey.set(row.key, row);
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Which settings were not saved, and why: next to each field, in the toast and in the form. */
function reportFailures(
  form: UseFormReturn<SettingValues>,
  failed: { key: string; error: unknown }[],
  savedCount: number,
  setFormError: (message: string) => void,
) {
  failed.forEach(({ key, error }, index) => {
    // A refused value (400) gets the server's reason; any other failure says it was not saved.
    const message =
      httpStatusOf(error) === 400
        ? stripKeyPrefix(key, errorMessage(error))
        : `Não foi salvo: ${errorMessage(error)}`;
    form.setError(key, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  const names = failed.map(({ key }) => settingLabel(key)).join(', ');
  const reasons = [...new Set(failed.map(({ error }) => errorMessage(error)))];
  const summary = `Não foram salvas: ${names}.${savedCount > 0 ? ' As demais alterações foram salvas.' : ''}`;
  toast.error(MESSAGES.settingsUpdateFailed, { description: summary });
  setFormError(
    `${summary} ${reasons.length === 1 ? `Motivo: ${stripKeyPrefix(failed[0]?.key ?? '', reasons[0] ?? '')}` : ''}`.trim(),
  );
}
