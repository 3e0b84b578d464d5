import { type Service, serviceInputSchema } from '@oficina/core';
import { Controller } from 'react-hook-form';
import { DraftNotice } from '../../components/draft-notice';
import { TextAreaField, TextField } from '../../components/fields';
import { ImageField } from '../../components/image-field';
import { type EditorProps, EntityDialog, useEntityForm } from '../../kit';
import { draftKey } from '../../lib/local-draft';
import { trpc } from '../../lib/trpc';
import { useLocalDraft } from '../../lib/use-local-draft';

/** The service's form; what is typed is also kept in the browser until it is saved. */
export function ServiceEditor({ editing, nextOrder }: EditorProps<Service>) {
  const utils = trpc.useUtils();
  const service = editing.row;
  const editor = useEntityForm({
    schema: serviceInputSchema,
    editing,
    defaults: { title: '', description: '', price: '', image: '', display_order: nextOrder },
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
      <TextField label="Título" required {...editor.field('title')} />
      <TextAreaField label="Descrição" required rows={5} {...editor.field('description')} />
      <TextField
        label="Preço"
        hint="Texto livre, por exemplo: A partir de R$ 150"
        {...editor.field('price')}
      />
      <Controller
        control={editor.form.control}
        name="image"
        render={({ field }) => (
          <ImageField
            label="Imagem"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            description="Vazio usa a imagem padrão dos serviços."
            error={editor.error('image')}
          />
        )}
      />
    </EntityDialog>
  );
}
