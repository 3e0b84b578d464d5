import type { PortfolioItem } from '@oficina/core';
import { ImageOff, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../features/toasts';
import { AdminPage } from '../../components/admin-page';
import { EditorDialog } from '../../components/editor-dialog';
import { SwitchField, TextAreaField, TextField } from '../../components/fields';
import { EmptyState, QueryState } from '../../components/query-state';
import { RowActions } from '../../components/row-actions';
import { SortableList } from '../../components/sortable-list';
import { afterDelete } from '../../lib/after-delete';
import { editorSave } from '../../lib/editor-save';
import { reportSaveError } from '../../lib/forms';
import { friendlyResolver } from '../../lib/friendly-errors';
import { optimisticReorder } from '../../lib/optimistic-reorder';
import { trpc } from '../../lib/trpc';
import { ImagesField } from './images-field';
import { portfolioFormSchema } from './portfolio-form';
import { nextDisplayOrder } from './reorder';
import './content.css';

type FormValues = z.input<typeof portfolioFormSchema>;
type Editing = { mode: 'create' } | { mode: 'edit'; item: PortfolioItem } | null;

const LIST = { include_inactive: 'true' } as const;

function toInput(item: PortfolioItem) {
  return {
    title: item.title,
    description: item.description,
    service: item.service,
    vehicle: item.vehicle,
    images: item.images,
    display_order: item.display_order,
    active: item.active,
  };
}

export function PortfolioPage() {
  const list = trpc.portfolio.list.useQuery(LIST);
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();

  const remove = trpc.portfolio.delete.useMutation(
    afterDelete('Trabalho excluído', () => utils.portfolio.list.invalidate()),
  );

  const reorder = trpc.portfolio.reorder.useMutation(
    optimisticReorder(utils.portfolio.list, LIST, 'Ordem do portfólio salva'),
  );

  const toggle = trpc.portfolio.update.useMutation({
    onSuccess: (item) => {
      toast.success(item.active ? 'Trabalho visível no site' : 'Trabalho oculto do site');
    },
    onError: (error) => reportSaveError(error),
    onSettled: () => utils.portfolio.list.invalidate(LIST),
  });

  const create = () => setEditing({ mode: 'create' });

  return (
    <AdminPage
      title="Portfólio"
      description="Trabalhos realizados pela oficina, mostrados na página Portfólio do site."
      actions={
        <button type="button" className="admin-btn admin-btn--primary" onClick={create}>
          <Plus aria-hidden="true" size={18} />
          Novo trabalho
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando portfólio…">
        {(items) =>
          items.length === 0 ? (
            <EmptyState>
              <p>Nenhum trabalho no portfólio ainda.</p>
              <button type="button" className="admin-btn admin-btn--primary" onClick={create}>
                <Plus aria-hidden="true" size={18} />
                Cadastrar o primeiro trabalho
              </button>
            </EmptyState>
          ) : (
            <>
              <p className="content-reorder-hint">
                Arraste pela alça ou use as setas para mudar a ordem em que os trabalhos aparecem.
              </p>
              <div className="content-sortable">
                <SortableList
                  label="Trabalhos do portfólio, na ordem do site"
                  items={items}
                  getId={(item) => item.id}
                  getLabel={(item) => item.title}
                  disabled={reorder.isPending}
                  onReorder={(ids) => reorder.mutate({ ids })}
                  renderItem={(item) => (
                    <div className="content-item">
                      <div className="content-item__main">
                        {item.images[0] ? (
                          <img
                            className="admin-thumb"
                            src={item.images[0]}
                            alt=""
                            width="64"
                            height="48"
                            loading="lazy"
                          />
                        ) : (
                          <span className="admin-thumb content-thumb-empty" aria-hidden="true">
                            <ImageOff size={20} />
                          </span>
                        )}
                        <div className="content-item__text">
                          <p className="content-item__title">
                            {item.title}{' '}
                            {item.active ? null : (
                              <span className="admin-badge admin-badge--off">Oculto</span>
                            )}
                          </p>
                          <p className="content-item__meta">
                            {[item.vehicle, item.service].filter(Boolean).join(' · ') ||
                              item.description}
                            {' · '}
                            {item.images.length === 1
                              ? '1 imagem'
                              : `${item.images.length} imagens`}
                          </p>
                        </div>
                      </div>
                      <div className="content-item__actions">
                        <SwitchField
                          label={
                            <>
                              Visível<span className="admin-sr-only"> no site: {item.title}</span>
                            </>
                          }
                          checked={item.active}
                          disabled={toggle.isPending && toggle.variables?.id === item.id}
                          onChange={() =>
                            toggle.mutate({ id: item.id, ...toInput(item), active: !item.active })
                          }
                        />
                        <RowActions
                          name={item.title}
                          what="o trabalho"
                          toTrash
                          onEdit={() => setEditing({ mode: 'edit', item })}
                          onDelete={() => remove.mutate({ id: item.id })}
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
        <PortfolioEditor
          editing={editing}
          nextOrder={nextDisplayOrder(list.data)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}

function PortfolioEditor({
  editing,
  nextOrder,
  onClose,
}: {
  editing: NonNullable<Editing>;
  nextOrder: number;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const services = trpc.services.list.useQuery();
  const servicesListId = useId();
  const initial: FormValues =
    editing.mode === 'edit'
      ? {
          ...toInput(editing.item),
          service: editing.item.service ?? '',
          vehicle: editing.item.vehicle ?? '',
        }
      : {
          title: '',
          description: '',
          service: '',
          vehicle: '',
          images: [],
          display_order: nextOrder,
          active: true,
        };
  const form = useForm<FormValues, unknown, z.output<typeof portfolioFormSchema>>({
    resolver: friendlyResolver(portfolioFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const saved = editorSave(form, () => utils.portfolio.invalidate(), onClose);
  const create = trpc.portfolio.create.useMutation(saved('Trabalho salvo'));
  const update = trpc.portfolio.update.useMutation(saved('Trabalho salvo'));

  const submit = form.handleSubmit((values) => {
    if (editing.mode === 'edit') update.mutate({ id: editing.item.id, ...values });
    else create.mutate(values);
  });

  return (
    <EditorDialog
      open
      wide
      title={editing.mode === 'edit' ? 'Editar trabalho' : 'Novo trabalho'}
      formId="portfolio-form"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id="portfolio-form" className="admin-form" onSubmit={submit} noValidate>
        <TextField
          label="Título"
          required
          autoComplete="off"
          hint="Por exemplo: Troca do compressor de um Onix 2019"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextAreaField
          label="Descrição"
          required
          rows={5}
          hint="O problema que o cliente trouxe e o que foi feito."
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="admin-form admin-form--columns">
          <TextField
            label="Veículo"
            autoComplete="off"
            hint="Opcional. Modelo e ano, por exemplo: Fiat Strada 2021"
            error={errors.vehicle?.message}
            {...form.register('vehicle')}
          />
          <TextField
            label="Serviço"
            list={servicesListId}
            autoComplete="off"
            hint="Opcional. Escolha um serviço cadastrado ou escreva outro."
            error={errors.service?.message}
            {...form.register('service')}
          />
          <datalist id={servicesListId}>
            {(services.data ?? []).map((service) => (
              <option key={service.id} value={service.title} />
            ))}
          </datalist>
        </div>
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <ImagesField
              legend="Imagens"
              name={field.name}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.images?.message ?? errors.images?.root?.message}
              errorAt={(index) => errors.images?.[index]?.message}
            />
          )}
        />
        <SwitchField
          label="Visível no site"
          hint="Desligado, o trabalho fica guardado aqui mas não aparece na página Portfólio."
          {...form.register('active')}
        />
      </form>
    </EditorDialog>
  );
}
