import { type Service, serviceEntity } from '@oficina/core';
import { Controller } from 'react-hook-form';
import { DraftNotice } from '../../components/draft-notice';
import { ImageField } from '../../components/image-field';
import {
  type EditorProps,
  EntityDialog,
  EntityFields,
  entityDefaults,
  useEntityForm,
} from '../../kit';
import { draftKey } from '../../lib/local-draft';
import { trpc } from '../../lib/trpc';
import { useLocalDraft } from '../../lib/use-local-draft';

/**
 * The service's form, as its declaration describes it, with the image picker laid out here; the
 * place in the list is set by dragging. What is typed is kept in the browser until it is saved.
 */
export function ServiceEditor({ editing, nextOrder }: EditorProps<Service>) {
  const utils = trpc.useUtils();
  const service = editing.row;
  const editor = useEntityForm({
    schema: serviceEntity.input,
    editing,
    defaults: { ...entityDefaults(serviceEntity), display_order: nextOrder },
    procedures: trpc.services,
    utils: utils.services,
    saved: { created: 'Serviço criado', updated: 'Serviço atualizado' },
    // A successful save drops the browser draft before the dialog closes.
    onSaved: (): void => draft.clear(),
  });
  const draft = useLocalDraft(draftKey('servico', service?.id ?? 'novo'), editor.form);
  return (
    <EntityDialog
      editor={editor}
      title={service ? 'Editar serviço' : 'Novo serviço'}
      formId="service-form"
      before={
        <DraftNotice draft={draft.offered} onRestore={draft.restore} onDiscard={draft.discard} />
      }
    >
      <EntityFields entity={serviceEntity} editor={editor} skip={['image', 'display_order']} />
      <Controller
        control={editor.form.control}
        name="image"
        render={({ field }) => (
          <ImageField
            label={serviceEntity.fields.image.label}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            description={serviceEntity.fields.image.hint}
            error={editor.error('image')}
          />
        )}
      />
    </EntityDialog>
  );
}
