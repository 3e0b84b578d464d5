import { zodResolver } from '@hookform/resolvers/zod';
import { type Popup, popupInputSchema } from '@oficina/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SwitchField } from '../../components/fields';
import { editorSave } from '../../lib/editor-save';
import { trpc } from '../../lib/trpc';
import { PopupContentFields } from './popup-content-fields';
import { EMPTY_POPUP, type PopupFormValues, popupToForm } from './popup-form';
import { PopupPreview } from './popup-preview';
import { PopupTimingFieldset } from './popup-timing-fieldset';
import { PreviewEditorDialog } from './preview-editor-dialog';
import { TargetPagesControl } from './target-pages-field';

export type PopupEditing = { mode: 'create' } | { mode: 'edit'; popup: Popup };

/** Create or edit a popup, with the site's own popup drawn live beside the form. */
export function PopupEditor({ editing, onClose }: { editing: PopupEditing; onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<PopupFormValues, unknown, z.output<typeof popupInputSchema>>({
    resolver: zodResolver(popupInputSchema),
    defaultValues: editing.mode === 'edit' ? popupToForm(editing.popup) : EMPTY_POPUP,
  });
  const values = useWatch({ control: form.control }) as Partial<PopupFormValues>;

  const saved = editorSave(form, () => utils.popups.invalidate(), onClose);
  const create = trpc.popups.create.useMutation(saved('Popup criado'));
  const update = trpc.popups.update.useMutation(saved('Popup atualizado'));

  const submit = form.handleSubmit((input) => {
    if (editing.mode === 'edit') update.mutate({ id: editing.popup.id, ...input });
    else create.mutate(input);
  });

  return (
    <PreviewEditorDialog
      title={editing.mode === 'edit' ? 'Editar popup' : 'Novo popup'}
      formId="popup-form"
      previewId="popup-preview"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
      preview={<PopupPreview values={values} />}
    >
      <PopupContentFields form={form} buttonAction={values.button_action} />
      <TargetPagesControl control={form.control} />
      <PopupTimingFieldset form={form} values={values} />
      <SwitchField
        label="Ativo"
        hint="Desligado, o popup não aparece no site, mesmo dentro das datas."
        {...form.register('active')}
      />
    </PreviewEditorDialog>
  );
}
