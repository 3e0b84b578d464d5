import { MESSAGES } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { RotateCcw, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useConfirm } from '../../components/confirm-dialog';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { formPath } from './config-form';
import { PreviewFrame, PreviewJump } from './preview-frame';

export interface SaveCallbacks<F> {
  /** The server's message and the config as saved, in form shape. */
  onSuccess: (message: string, saved: F) => void;
  onError: (error: unknown) => void;
}

/**
 * One marketing config edited in place: the fields, a save bar that stays in view, "Restaurar
 * padrões" (fills the form with the built-in defaults; nothing changes until saved), a warning
 * before leaving with unsaved changes, and the site's component drawn live from the form.
 */
export function ConfigEditor<F extends FieldValues, C>({
  id,
  initial,
  defaults,
  resolver,
  save,
  saving,
  fields,
  preview,
}: {
  id: string;
  initial: F;
  defaults: F;
  resolver: Resolver<F, unknown, C>;
  save: (config: C, callbacks: SaveCallbacks<F>) => void;
  saving: boolean;
  /** The fields; `values` are the form's current values (watched). */
  fields: (form: UseFormReturn<F, unknown, C>, values: F) => ReactNode;
  preview: (values: F) => ReactNode;
}) {
  const confirm = useConfirm();
  const form = useForm<F, unknown, C>({
    resolver,
    defaultValues: initial as DefaultValues<F>,
  });
  const dirty = form.formState.isDirty;
  useUnsavedChanges(dirty);
  const values = useWatch({ control: form.control }) as F;

  const submit = form.handleSubmit((config) =>
    save(config, {
      onSuccess: (message, saved) => {
        form.reset(saved);
        toast.success(message);
      },
      onError: (error) => {
        for (const [path, message] of Object.entries(fieldIssues(error))) {
          form.setError(formPath(path.split('.')) as Path<F>, { type: 'server', message });
        }
        const detail = errorMessage(error, MESSAGES.marketingUpdateFailed);
        toast.error(
          MESSAGES.marketingUpdateFailed,
          detail === MESSAGES.marketingUpdateFailed ? undefined : { description: detail },
        );
      },
    }),
  );

  const restoreDefaults = async () => {
    const ok = await confirm({
      title: 'Restaurar os valores padrão?',
      message: (
        <p>
          O formulário será preenchido com os valores padrão. Nada muda no site até você clicar em
          “Salvar”.
        </p>
      ),
      confirmLabel: 'Restaurar padrões',
      cancelLabel: 'Cancelar',
    });
    if (!ok) return;
    // The saved values stay the reference, so the form shows as changed until saved.
    form.reset(defaults, { keepDefaultValues: true });
    toast.info('Valores padrão no formulário. Clique em “Salvar” para aplicar no site.');
  };

  const discard = async () => {
    const ok = await confirm({
      title: 'Descartar alterações?',
      message: <p>O formulário volta aos valores salvos.</p>,
      confirmLabel: 'Descartar',
      cancelLabel: 'Continuar editando',
      danger: true,
    });
    if (ok) form.reset();
  };

  return (
    <div className="admin-split mkt-admin-config">
      <form id={`${id}-form`} className="admin-form" onSubmit={submit} noValidate>
        <div className="mkt-admin-toolbar">
          <PreviewJump targetId={`${id}-preview`} />
          <button type="button" className="admin-btn admin-btn--small" onClick={restoreDefaults}>
            <RotateCcw aria-hidden="true" size={16} />
            Restaurar padrões
          </button>
        </div>
        {fields(form, values)}
        <div className="mkt-admin-savebar">
          <p className="mkt-admin-savebar__status" data-dirty={dirty || undefined} role="status">
            {dirty ? 'Alterações não salvas' : 'Tudo salvo'}
          </p>
          <button type="button" className="admin-btn" onClick={discard} disabled={!dirty}>
            <Undo2 aria-hidden="true" size={18} />
            Descartar
          </button>
          <button type="submit" className="admin-btn admin-btn--primary" disabled={saving}>
            {saving ? 'Salvando…' : 'Salvar'}
          </button>
        </div>
      </form>
      <PreviewFrame id={`${id}-preview`}>{preview(values)}</PreviewFrame>
    </div>
  );
}
