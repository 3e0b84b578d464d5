import { type Service, serviceInputSchema } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminPage } from '../components/admin-page';
import { DraftNotice } from '../components/draft-notice';
import { EditorDialog } from '../components/editor-dialog';
import { TextAreaField, TextField } from '../components/fields';
import { ImageField } from '../components/image-field';
import { EmptyState, QueryState } from '../components/query-state';
import { RowActions } from '../components/row-actions';
import { SortableList } from '../components/sortable-list';
import { nextDisplayOrder } from '../features/content/reorder';
import { afterDelete } from '../lib/after-delete';
import { editorSave } from '../lib/editor-save';
import { friendlyResolver } from '../lib/friendly-errors';
import { draftKey } from '../lib/local-draft';
import { optimisticReorder } from '../lib/optimistic-reorder';
import { trpc } from '../lib/trpc';
import { useLocalDraft } from '../lib/use-local-draft';
import '../features/content/content.css';

export const Route = createFileRoute('/services')({
  // `?novo=true` opens the create form at once (the dashboard's "Novo serviço" shortcut).
  validateSearch: (search: Record<string, unknown>): { novo?: boolean } =>
    search.novo === true || search.novo === 'true' ? { novo: true } : {},
  component: ServicesPage,
});

type FormValues = z.input<typeof serviceInputSchema>;
type Editing = { mode: 'create' } | { mode: 'edit'; service: Service } | null;

const EMPTY: FormValues = { title: '', description: '', price: '', image: '', display_order: 0 };

function ServicesPage() {
  const list = trpc.services.list.useQuery();
  const { novo } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [editing, setEditingState] = useState<Editing>(novo ? { mode: 'create' } : null);
  const setEditing = (next: Editing) => {
    setEditingState(next);
    if (!next && novo) void navigate({ search: {}, replace: true });
  };
  const utils = trpc.useUtils();
  const remove = trpc.services.delete.useMutation(
    afterDelete('Serviço excluído', () => utils.services.list.invalidate()),
  );
  // The new order shows at once; a refusal puts the old one back and says why.
  const reorder = trpc.services.reorder.useMutation(
    optimisticReorder(utils.services.list, undefined, 'Ordem dos serviços salva'),
  );
  const create = () => setEditing({ mode: 'create' });

  return (
    <AdminPage
      title="Serviços"
      description="Os serviços aparecem na página Serviços e no rodapé do site."
      actions={
        <button type="button" className="admin-btn admin-btn--primary" onClick={create}>
          <Plus aria-hidden="true" size={18} />
          Novo serviço
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando serviços…">
        {(services) =>
          services.length === 0 ? (
            <EmptyState>
              <p>Nenhum serviço cadastrado ainda.</p>
              <button type="button" className="admin-btn admin-btn--primary" onClick={create}>
                <Plus aria-hidden="true" size={18} />
                Cadastrar o primeiro serviço
              </button>
            </EmptyState>
          ) : (
            <>
              <p className="content-reorder-hint">
                Arraste pela alça ou use as setas para mudar a ordem em que os serviços aparecem.
              </p>
              <div className="content-sortable">
                <SortableList
                  label="Serviços, na ordem do site"
                  items={services}
                  getId={(service) => service.id}
                  getLabel={(service) => service.title}
                  disabled={reorder.isPending}
                  onReorder={(ids) => reorder.mutate({ ids })}
                  renderItem={(service) => (
                    <div className="content-item">
                      <div className="content-item__main">
                        <img
                          className="admin-thumb"
                          src={service.image}
                          alt=""
                          width="64"
                          height="48"
                          loading="lazy"
                        />
                        <div className="content-item__text">
                          <p className="content-item__title">{service.title}</p>
                          <p className="content-item__meta">
                            {service.price || 'Sem preço informado'}
                          </p>
                        </div>
                      </div>
                      <div className="content-item__actions">
                        <RowActions
                          name={service.title}
                          what="o serviço"
                          toTrash
                          onEdit={() => setEditing({ mode: 'edit', service })}
                          onDelete={() => remove.mutate({ id: service.id })}
                          deleting={remove.isPending}
                        />
                      </div>
                    </div>
                  )}
                />
              </div>
            </>
          )
        }
      </QueryState>
      {editing ? (
        <ServiceEditor
          editing={editing}
          nextOrder={nextDisplayOrder(list.data)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}

function ServiceEditor({
  editing,
  nextOrder,
  onClose,
}: {
  editing: NonNullable<Editing>;
  nextOrder: number;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const initial: FormValues =
    editing.mode === 'edit'
      ? {
          title: editing.service.title,
          description: editing.service.description,
          price: editing.service.price,
          image: editing.service.image,
          display_order: editing.service.display_order,
        }
      : { ...EMPTY, display_order: nextOrder };
  const form = useForm<FormValues, unknown, z.output<typeof serviceInputSchema>>({
    resolver: friendlyResolver(serviceInputSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const draft = useLocalDraft(
    draftKey('servico', editing.mode === 'edit' ? editing.service.id : 'novo'),
    form,
  );
  // A successful save drops the browser draft before the dialog closes.
  const saved = editorSave(
    form,
    () => {
      draft.clear();
      return utils.services.invalidate();
    },
    onClose,
  );
  const create = trpc.services.create.useMutation(saved('Serviço criado'));
  const update = trpc.services.update.useMutation(saved('Serviço atualizado'));

  const submit = form.handleSubmit((values) => {
    if (editing.mode === 'edit') update.mutate({ id: editing.service.id, ...values });
    else create.mutate(values);
  });

  return (
    <EditorDialog
      open
      title={editing.mode === 'edit' ? 'Editar serviço' : 'Novo serviço'}
      formId="service-form"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <DraftNotice draft={draft.offered} onRestore={draft.restore} onDiscard={draft.discard} />
      <form id="service-form" className="admin-form" onSubmit={submit} noValidate>
        <TextField
          label="Título"
          required
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextAreaField
          label="Descrição"
          required
          rows={5}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <TextField
          label="Preço"
          hint="Texto livre, por exemplo: A partir de R$ 150"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageField
              label="Imagem"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              description="Vazio usa a imagem padrão dos serviços."
              error={errors.image?.message}
            />
          )}
        />
      </form>
    </EditorDialog>
  );
}
