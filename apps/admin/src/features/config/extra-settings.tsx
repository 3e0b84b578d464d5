import type { Setting } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { TextAreaField } from '../../components/fields';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { type SettingValues, settingDescription, settingLabel } from './settings-model';

/** Keys the panel does not know (kept by other tools or older versions): edit or delete them. */
export function ExtraSettings({
  keys,
  rows,
  form,
  saving,
}: {
  keys: string[];
  rows: Setting[];
  form: UseFormReturn<SettingValues>;
  saving: boolean;
}) {
  const utils = trpc.useUtils();
  const confirmDelete = useConfirmDelete();
  const remove = trpc.settings.delete.useMutation({
    onSuccess: (_result, { key }) => {
      form.unregister(key);
      utils.settings.list.setData(undefined, (old) => old?.filter((row) => row.key !== key));
      toast.success(`Configuração "${key}" excluída`);
    },
    onError: (error) => toast.error(errorMessage(error, 'Não foi possível excluir')),
  });

  return (
    <fieldset className="admin-fieldset">
      <legend>Outras</legend>
      <p className="admin-muted admin-field__hint">
        Configurações extras guardadas no sistema. Altere apenas se souber para que servem.
      </p>
      {keys.map((key) => (
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
  );
}
