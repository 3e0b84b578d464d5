import { formatShortDate, type Testimonial, testimonialInputSchema } from '@oficina/core';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminPage } from '../../components/admin-page';
import { useConfirm } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { TextAreaField, TextField } from '../../components/fields';
import { EmptyState, QueryState } from '../../components/query-state';
import { RowActions } from '../../components/row-actions';
import { afterDelete } from '../../lib/after-delete';
import { editorSave } from '../../lib/editor-save';
import { friendlyResolver } from '../../lib/friendly-errors';
import { trpc } from '../../lib/trpc';
import { StarRatingField, StarRatingView } from './star-rating';
import './content.css';

type FormValues = z.input<typeof testimonialInputSchema>;
type Editing = { mode: 'create' } | { mode: 'edit'; testimonial: Testimonial } | null;

const EMPTY: FormValues = { name: '', content: '', rating: 5, service: '' };

export function TestimonialsPage() {
  const list = trpc.testimonials.list.useQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const remove = trpc.testimonials.delete.useMutation(
    afterDelete('Depoimento excluído', () => utils.testimonials.list.invalidate()),
  );
  const create = () => setEditing({ mode: 'create' });

  return (
    <AdminPage
      title="Depoimentos"
      description="O que os clientes dizem da oficina. Aparecem na página inicial do site."
      actions={
        <button type="button" className="admin-btn admin-btn--primary" onClick={create}>
          <Plus aria-hidden="true" size={18} />
          Novo depoimento
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando depoimentos…">
        {(testimonials) =>
          testimonials.length === 0 ? (
            <EmptyState>
              <p>Nenhum depoimento cadastrado ainda.</p>
              <button type="button" className="admin-btn admin-btn--primary" onClick={create}>
                <Plus aria-hidden="true" size={18} />
                Cadastrar o primeiro depoimento
              </button>
            </EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-sr-only">Depoimentos cadastrados</caption>
                <thead>
                  <tr>
                    <th scope="col">Cliente</th>
                    <th scope="col">Nota</th>
                    <th scope="col">Depoimento</th>
                    <th scope="col">Serviço</th>
                    <th scope="col">Data</th>
                    <th scope="col">
                      <span className="admin-sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {testimonials.map((testimonial) => (
                    <tr key={testimonial.id}>
                      <th scope="row" data-label="Cliente">
                        {testimonial.name}
                      </th>
                      <td data-label="Nota">
                        <StarRatingView rating={testimonial.rating} />
                      </td>
                      <td data-label="Depoimento">
                        <span className="content-clamp">{testimonial.content}</span>
                      </td>
                      <td data-label="Serviço">{testimonial.service || '—'}</td>
                      <td data-label="Data" className="content-nowrap">
                        {formatShortDate(testimonial.created_at)}
                      </td>
                      <td className="admin-table__actions">
                        <RowActions
                          name={`depoimento de ${testimonial.name}`}
                          onEdit={() => setEditing({ mode: 'edit', testimonial })}
                          onDelete={() => remove.mutate({ id: testimonial.id })}
                          deleting={remove.isPending}
                          confirm={() =>
                            confirm({
                              title: `Excluir o depoimento de ${testimonial.name}?`,
                              message: (
                                <p>
                                  O depoimento sai do site e vai para a Lixeira, de onde pode ser
                                  restaurado por 30 dias.
                                </p>
                              ),
                              confirmLabel: 'Excluir',
                              danger: true,
                            })
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      {editing ? <TestimonialEditor editing={editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}

function TestimonialEditor({
  editing,
  onClose,
}: {
  editing: NonNullable<Editing>;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const services = trpc.services.list.useQuery();
  const servicesListId = useId();
  const initial: FormValues =
    editing.mode === 'edit'
      ? {
          name: editing.testimonial.name,
          content: editing.testimonial.content,
          rating: editing.testimonial.rating,
          service: editing.testimonial.service ?? '',
        }
      : EMPTY;
  const form = useForm<FormValues, unknown, z.output<typeof testimonialInputSchema>>({
    resolver: friendlyResolver(testimonialInputSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const saved = editorSave(form, () => utils.testimonials.invalidate(), onClose);
  const create = trpc.testimonials.create.useMutation(saved('Depoimento salvo'));
  const update = trpc.testimonials.update.useMutation(saved('Depoimento salvo'));

  const submit = form.handleSubmit((values) => {
    if (editing.mode === 'edit') update.mutate({ id: editing.testimonial.id, ...values });
    else create.mutate(values);
  });

  return (
    <EditorDialog
      open
      title={editing.mode === 'edit' ? 'Editar depoimento' : 'Novo depoimento'}
      formId="testimonial-form"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id="testimonial-form" className="admin-form" onSubmit={submit} noValidate>
        <TextField
          label="Nome do cliente"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextAreaField
          label="Depoimento"
          required
          rows={5}
          hint="As palavras do cliente, como ele escreveu ou falou."
          error={errors.content?.message}
          {...form.register('content')}
        />
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingField
              label="Nota"
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.rating?.message}
            />
          )}
        />
        <TextField
          label="Serviço realizado"
          list={servicesListId}
          autoComplete="off"
          hint="Opcional. Escolha um dos serviços cadastrados ou escreva outro."
          error={errors.service?.message}
          {...form.register('service')}
        />
        <datalist id={servicesListId}>
          {(services.data ?? []).map((service) => (
            <option key={service.id} value={service.title} />
          ))}
        </datalist>
      </form>
    </EditorDialog>
  );
}
