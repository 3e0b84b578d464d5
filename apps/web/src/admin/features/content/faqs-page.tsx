import { type Faq, faqInputSchema } from '@oficina/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { asNumber, reportSaveError } from '../../lib/forms';
import { friendlyResolver } from '../../lib/friendly-errors';
import { optimisticReorder } from '../../lib/optimistic-reorder';
import { trpc } from '../../lib/trpc';
import { nextDisplayOrder } from './reorder';
import './content.css';

type FormValues = z.input<typeof faqInputSchema>;
type Editing = { mode: 'create' } | { mode: 'edit'; faq: Faq } | null;

/** The panel sees hidden questions too. */
const LIST = { include_inactive: 'true' } as const;

export function FaqsPage() {
  const list = trpc.faqs.list.useQuery(LIST);
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();

  const remove = trpc.faqs.delete.useMutation(
    afterDelete('Pergunta excluída', () => utils.faqs.list.invalidate()),
  );

  const reorder = trpc.faqs.reorder.useMutation(
    optimisticReorder(utils.faqs.list, LIST, 'Ordem das perguntas salva'),
  );

  const toggle = trpc.faqs.update.useMutation({
    onSuccess: (faq) => {
      toast.success(faq.active ? 'Pergunta visível no site' : 'Pergunta oculta do site');
    },
    onError: (error) => reportSaveError(error),
    onSettled: () => utils.faqs.list.invalidate(LIST),
  });

  const create = () => setEditing({ mode: 'create' });

  return (
    <AdminPage
      title="Perguntas frequentes"
      description="As perguntas e respostas da página FAQ do site, na ordem em que aparecem."
      actions={
        <button type="button" className="admin-btn admin-btn--primary" onClick={create}>
          <Plus aria-hidden="true" size={18} />
          Nova pergunta
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando perguntas…">
        {(faqs) =>
          faqs.length === 0 ? (
            <EmptyState>
              <p>Nenhuma pergunta cadastrada ainda.</p>
              <button type="button" className="admin-btn admin-btn--primary" onClick={create}>
                <Plus aria-hidden="true" size={18} />
                Cadastrar a primeira pergunta
              </button>
            </EmptyState>
          ) : (
            <>
              <p className="content-reorder-hint">
                Arraste pela alça ou use as setas para mudar a ordem. Perguntas ocultas não aparecem
                no site.
              </p>
              <div className="content-sortable">
                <SortableList
                  label="Perguntas frequentes, na ordem do site"
                  items={faqs}
                  getId={(faq) => faq.id}
                  getLabel={(faq) => faq.question}
                  disabled={reorder.isPending}
                  onReorder={(ids) => reorder.mutate({ ids })}
                  renderItem={(faq) => (
                    <div className="content-item">
                      <div className="content-item__main">
                        <div className="content-item__text">
                          <p className="content-item__title">
                            {faq.question}{' '}
                            {faq.active ? null : (
                              <span className="admin-badge admin-badge--off">Oculta</span>
                            )}
                          </p>
                          <p className="content-item__meta">{faq.answer}</p>
                        </div>
                      </div>
                      <div className="content-item__actions">
                        <SwitchField
                          label={
                            <>
                              Visível<span className="admin-sr-only"> no site: {faq.question}</span>
                            </>
                          }
                          checked={faq.active}
                          disabled={toggle.isPending && toggle.variables?.id === faq.id}
                          onChange={() =>
                            toggle.mutate({
                              id: faq.id,
                              question: faq.question,
                              answer: faq.answer,
                              display_order: faq.display_order,
                              active: !faq.active,
                            })
                          }
                        />
                        <RowActions
                          name={faq.question}
                          what="a pergunta"
                          toTrash
                          onEdit={() => setEditing({ mode: 'edit', faq })}
                          onDelete={() => remove.mutate({ id: faq.id })}
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
        <FaqEditor
          editing={editing}
          nextOrder={nextDisplayOrder(list.data)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}

function FaqEditor({
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
          question: editing.faq.question,
          answer: editing.faq.answer,
          display_order: editing.faq.display_order,
          active: editing.faq.active,
        }
      : { question: '', answer: '', display_order: nextOrder, active: true };
  const form = useForm<FormValues, unknown, z.output<typeof faqInputSchema>>({
    resolver: friendlyResolver(faqInputSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const saved = editorSave(form, () => utils.faqs.invalidate(), onClose);
  const create = trpc.faqs.create.useMutation(saved('Pergunta salva'));
  const update = trpc.faqs.update.useMutation(saved('Pergunta salva'));

  const submit = form.handleSubmit((values) => {
    if (editing.mode === 'edit') update.mutate({ id: editing.faq.id, ...values });
    else create.mutate(values);
  });

  return (
    <EditorDialog
      open
      title={editing.mode === 'edit' ? 'Editar pergunta' : 'Nova pergunta'}
      formId="faq-form"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id="faq-form" className="admin-form" onSubmit={submit} noValidate>
        <TextField
          label="Pergunta"
          required
          autoComplete="off"
          error={errors.question?.message}
          {...form.register('question')}
        />
        <TextAreaField
          label="Resposta"
          required
          rows={7}
          error={errors.answer?.message}
          {...form.register('answer')}
        />
        <TextField
          label="Ordem de exibição"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Números menores aparecem primeiro. Também dá para arrastar na lista."
          error={errors.display_order?.message}
          {...form.register('display_order', asNumber)}
        />
        <SwitchField
          label="Visível no site"
          hint="Desligado, a pergunta fica guardada aqui mas não aparece na página FAQ."
          {...form.register('active')}
        />
      </form>
    </EditorDialog>
  );
}
