import { zodResolver } from '@hookform/resolvers/zod';
import { type Service, serviceInputSchema } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../features/toasts';
import { AdminPage } from '../components/admin-page';
import { useConfirmDelete } from '../components/confirm-dialog';
import { EditorDialog } from '../components/editor-dialog';
import { TextAreaField, TextField } from '../components/fields';
import { EmptyState, QueryState } from '../components/query-state';
import { asNumber, reportSaveError } from '../lib/forms';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/services')({ component: ServicesPage });

type FormValues = z.input<typeof serviceInputSchema>;
type Editing = { mode: 'create' } | { mode: 'edit'; service: Service } | null;

const EMPTY: FormValues = { title: '', description: '', price: '', image: '', display_order: 0 };

function ServicesPage() {
  const list = trpc.services.list.useQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();
  const confirmDelete = useConfirmDelete();
  const remove = trpc.services.delete.useMutation({
    onSuccess: async () => {
      toast.success('Serviço excluído');
      await utils.services.list.invalidate();
    },
    onError: (error) => reportSaveError(error),
  });

  return (
    <AdminPage
      title="Serviços"
      description="Os serviços aparecem na página Serviços e no rodapé do site."
      actions={
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          <Plus aria-hidden="true" size={18} />
          Novo serviço
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando serviços…">
        {(services) =>
          services.length === 0 ? (
            <EmptyState>Nenhum serviço cadastrado ainda.</EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-sr-only">Serviços cadastrados</caption>
                <thead>
                  <tr>
                    <th scope="col">Imagem</th>
                    <th scope="col">Título</th>
                    <th scope="col">Preço</th>
                    <th scope="col">Ordem</th>
                    <th scope="col">
                      <span className="admin-sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {services.map((service) => (
                    <tr key={service.id}>
                      <td data-label="Imagem">
                        <img
                          className="admin-thumb"
                          src={service.image}
                          alt=""
                          width="64"
                          height="48"
                          loading="lazy"
                        />
                      </td>
                      <th scope="row" data-label="Título">
                        {service.title}
                      </th>
                      <td data-label="Preço">{service.price || '—'}</td>
                      <td data-label="Ordem">{service.display_order}</td>
                      <td className="admin-table__actions">
                        <button
                          type="button"
                          className="admin-btn admin-btn--small"
                          onClick={() => setEditing({ mode: 'edit', service })}
                        >
                          <Pencil aria-hidden="true" size={16} />
                          Editar<span className="admin-sr-only"> {service.title}</span>
                        </button>
                        <button
                          type="button"
                          className="admin-btn admin-btn--small admin-btn--danger-ghost"
                          disabled={remove.isPending}
                          onClick={async () => {
                            if (await confirmDelete('o serviço', service.title)) {
                              remove.mutate({ id: service.id });
                            }
                          }}
                        >
                          <Trash2 aria-hidden="true" size={16} />
                          Excluir<span className="admin-sr-only"> {service.title}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      {editing ? <ServiceEditor editing={editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}

function ServiceEditor({
  editing,
  onClose,
}: {
  editing: NonNullable<Editing>;
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
      : EMPTY;
  const form = useForm<FormValues, unknown, z.output<typeof serviceInputSchema>>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const onSaved = async (message: string) => {
    toast.success(message);
    form.reset(form.getValues());
    await utils.services.invalidate();
    onClose();
  };
  const create = trpc.services.create.useMutation({
    onSuccess: () => onSaved('Serviço criado'),
    onError: (error) => reportSaveError(error, form.setError),
  });
  const update = trpc.services.update.useMutation({
    onSuccess: () => onSaved('Serviço atualizado'),
    onError: (error) => reportSaveError(error, form.setError),
  });

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
        <TextField
          label="Imagem"
          hint="Caminho de uma imagem do site (/media/...). Vazio usa a imagem padrão."
          error={errors.image?.message}
          {...form.register('image')}
        />
        <TextField
          label="Ordem de exibição"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.display_order?.message}
          {...form.register('display_order', asNumber)}
        />
      </form>
    </EditorDialog>
  );
}
