import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDITABLE_CONTENT_TYPES,
  type EditableContent,
  editableContentEntity,
  fillCompanyFacts,
} from '@oficina/core';
import { toast } from '@site/features/toasts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EditorDialog } from '../../components/editor-dialog';
import { SelectField, TextAreaField, TextField } from '../../components/fields';
import { bindFields, choiceOptions, EntityFields, wordsOf } from '../../kit';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { PLACEHOLDERS_HINT, StrayFactsWarning } from './company-facts-note';
import {
  type ContentEditing,
  type ContentValues,
  contentFormSchema,
  contentToForm,
  NEW_TEXT,
} from './content-form';
import { contentLabel, sectionLabel, sectionOptions } from './content-labels';
import { IdentifierField } from './identifier-field';
import { MarkdownPreview } from './markdown-preview';

const words = editableContentEntity.fields;

/**
 * Laid out by hand: the group offers the groups in use as suggestions; the type is chosen once,
 * for a new text, and sets the layout (a preview beside a formatted text); the name comes first,
 * as the list shows each text by it; the text's box grows with it and its hint depends on the
 * type. Any other declared field is drawn by EntityFields.
 */
const LAID_OUT = ['section', 'type', 'description', 'value'] as const;

const TYPE_OPTIONS = choiceOptions(EDITABLE_CONTENT_TYPES, words.type);

/** Create or edit one text of the site; formatted texts get a live preview beside the form. */
export function ContentEditor({
  editing,
  existing,
  onClose,
}: {
  editing: ContentEditing;
  existing: EditableContent[];
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const sectionsId = useId();
  const strayId = useId();
  // The record the placeholders read, for the preview and the warning about stray numbers.
  const company = trpc.company.get.useQuery().data;
  const item = editing.mode === 'edit' ? editing.item : null;
  const form = useForm<ContentValues, unknown, z.output<typeof contentFormSchema>>({
    resolver: zodResolver(contentFormSchema),
    defaultValues: item ? contentToForm(item) : NEW_TEXT,
  });
  const { errors } = form.formState;
  const [type, value, key] = form.watch(['type', 'value', 'key']);
  const isMarkdown = type === 'markdown';

  const save = trpc.editableContent.upsert.useMutation({
    onSuccess: async () => {
      toast.success(item ? 'Texto atualizado' : 'Texto criado');
      form.reset(form.getValues());
      await utils.editableContent.invalidate();
      onClose();
    },
    onError: (error) => reportSaveError(error, form.setError),
  });

  const submit = form.handleSubmit((values) => {
    // The API creates or replaces by key: a new text must not overwrite an existing one.
    if (!item && existing.some((other) => other.key === values.key)) {
      form.setError('key', { type: 'server', message: 'Já existe um texto com esta chave' });
      return;
    }
    save.mutate({ ...values, description: values.description || null });
  });

  const fields = (
    <div className="admin-form">
      {item ? (
        <p className="admin-muted config-editor-meta">
          Grupo: {sectionLabel(item.section)} · Chave:{' '}
          <span className="admin-mono">{item.key}</span>
        </p>
      ) : (
        <>
          <IdentifierField
            label="Chave"
            placeholder="ex.: home.promo.titulo"
            hint="Identificador usado pelo site: letras minúsculas, números, ponto, hífen e sublinhado."
            error={errors.key?.message}
            {...form.register('key')}
          />
          <TextField
            {...wordsOf(words.section)}
            required
            list={sectionsId}
            error={errors.section?.message}
            {...form.register('section')}
          />
          <datalist id={sectionsId}>
            {sectionOptions(existing).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </datalist>
          <SelectField
            {...wordsOf(words.type)}
            options={TYPE_OPTIONS}
            error={errors.type?.message}
            {...form.register('type')}
          />
        </>
      )}
      <TextField
        {...wordsOf(words.description)}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextAreaField
        label={words.value.label}
        rows={isMarkdown ? 14 : Math.min(8, Math.max(3, Math.ceil(value.length / 70)))}
        hint={
          isMarkdown
            ? `Formatação: ## Título, - item de lista, **negrito**, [texto do link](/pagina). Linha em branco separa parágrafos. ${PLACEHOLDERS_HINT}`
            : PLACEHOLDERS_HINT
        }
        error={errors.value?.message}
        {...form.register('value')}
      />
      <StrayFactsWarning id={strayId} value={value} company={company} />
      <EntityFields entity={editableContentEntity} editor={bindFields(form)} skip={LAID_OUT} />
    </div>
  );

  return (
    <EditorDialog
      open
      wide={isMarkdown}
      title={item ? `Editar: ${contentLabel(item)}` : 'Novo texto do site'}
      formId="content-form"
      dirty={form.formState.isDirty}
      saving={save.isPending}
      onClose={onClose}
    >
      <form id="content-form" onSubmit={submit} noValidate>
        {isMarkdown ? (
          <div className="admin-split">
            {fields}
            <MarkdownPreview
              value={company ? fillCompanyFacts(value, company) : value}
              legal={key.startsWith('legal.')}
            />
          </div>
        ) : (
          fields
        )}
      </form>
    </EditorDialog>
  );
}
