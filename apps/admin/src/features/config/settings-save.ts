import { MESSAGES, type Setting } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { useState } from 'react';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { errorMessage, httpStatusOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import {
  changedSettingKeys,
  type SettingValues,
  settingLabel,
  stripKeyPrefix,
  validateSettings,
} from './settings-model';

/** Every value checked with the API's own rule for its key (core's settingValueSchema). */
export const settingsResolver: Resolver<SettingValues> = async (values) => {
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

/**
 * Saving the settings form: one request per changed key, all at once. What was saved is kept
 * even when another key is refused; the refused ones are marked next to their fields.
 */
export function useSaveSettings(
  form: UseFormReturn<SettingValues>,
  rows: Setting[],
  setFormError: (message: string | null) => void,
) {
  const utils = trpc.useUtils();
  const [saving, setSaving] = useState(false);
  const update = trpc.settings.update.useMutation();

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

  return { submit, saving };
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
