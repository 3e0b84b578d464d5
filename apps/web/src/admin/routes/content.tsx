import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDITABLE_CONTENT_TYPES,
  type EditableContent,
  editableContentInputSchema,
  editableContentKeySchema,
} from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { ExternalLink, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Markdown, splitLeadingTitle } from '../../components/markdown';
import { toast } from '../../features/toasts';
import { AdminPage } from '../components/admin-page';
import { useConfirm } from '../components/confirm-dialog';
import { EditorDialog } from '../components/editor-dialog';
import { SelectField, TextAreaField, TextField } from '../components/fields';
import { EmptyState, QueryState } from '../components/query-state';
import {
  contentLabel,
  groupContent,
  humanizeKey,
  publicPathFor,
  sectionLabel,
  sectionOptions,
} from '../features/config/content-labels';
import '../features/config/config.css';
import { afterDelete } from '../lib/after-delete';
import { reportSaveError } from '../lib/forms';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/content')({ component: ContentPage });

const ALL = {};
const formSchema = editableContentInputSchema.extend({ key: editableContentKeySchema });
type FormValues = z.input<typeof formSchema>;
type Editing = { mode: 'create' } | { mode: 'edit'; item: EditableContent } | null;

const TYPE_LABELS: Record<(typeof EDITABLE_CONTENT_TYPES)[number], string> = {
  text: 'Texto simples',
  markdown: 'Texto formatado (Markdown)',
};

/** A short, plain excerpt of a text for the list (Markdown marks removed). */
function excerpt(value: string): string {
  const plain = value
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*[-+]\s+/gm, '• ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 180 ? `${plain.slice(0, 180)}…` : plain;
}

function matches(item: EditableContent, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  if (!needle) return true;
  return [contentLabel(item), item.key, humanizeKey(item.key), item.value].some((text) =>
    text.toLocaleLowerCase('pt-BR').includes(needle),
  );
}

function ContentPage() {
  const list = trpc.editableContent.list.useQuery(ALL);
  const [editing, setEditing] = useState<Editing>(null);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const remove = trpc.editableContent.delete.useMutation(
    afterDelete('Texto excluído', () => utils.editableContent.invalidate()),
  );

  const askDelete = async (item: EditableContent) => {
    const ok = await confirm({
      title: 'Excluir este texto?',
      message: (
        <p>
          <strong>{contentLabel(item)}</strong> será excluído definitivamente. Onde ele aparecia, o
          site volta a mostrar o texto padrão (ou nada). Esta ação não pode ser desfeita.
        </p>
      ),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok) remove.mutate({ key: item.key });
  };

  return (
    <AdminPage
      title="Textos do site"
      description="Títulos, chamadas e textos legais que aparecem nas páginas do site, agrupados por página."
      actions={
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          <Plus aria-hidden="true" size={18} />
          Novo texto
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando textos…">
        {(items) => {
          if (items.length === 0) {
            return <EmptyState>Nenhum texto cadastrado ainda.</EmptyState>;
          }
          const groups = groupContent(items.filter((item) => matches(item, search)));
          return (
            <>
              <div className="admin-field config-search">
                <label htmlFor={searchId}>Procurar texto</label>
                <div className="config-search__box">
                  <Search aria-hidden="true" size={18} />
                  <input
                    id={searchId}
                    type="search"
                    value={search}
                    placeholder="Ex.: garantia, título, privacidade"
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
              </div>
              {groups.length === 0 ? (
                <EmptyState>Nenhum texto encontrado para “{search}”.</EmptyState>
              ) : null}
              {groups.map((group) => (
                <section
                  key={group.section}
                  className="config-content-group"
                  aria-labelledby={`content-${group.section}`}
                >
                  <h2 id={`content-${group.section}`}>
                    {group.label}{' '}
                    <span className="admin-muted config-count">({group.items.length})</span>
                  </h2>
                  <ul className="config-content-list">
                    {group.items.map((item) => (
                      <ContentRow
                        key={item.key}
                        item={item}
                        deleting={remove.isPending}
                        onEdit={() => setEditing({ mode: 'edit', item })}
                        onDelete={() => void askDelete(item)}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          );
        }}
      </QueryState>
      {editing ? (
        <ContentEditor
          editing={editing}
          existing={list.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}

function ContentRow({
  item,
  deleting,
  onEdit,
  onDelete,
}: {
  item: EditableContent;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = contentLabel(item);
  const path = publicPathFor(item.key);
  const text = excerpt(item.value);
  return (
    <li className="config-content-item">
      <div className="config-content-item__main">
        <h3 className="config-content-item__title">{label}</h3>
        <p className="config-content-item__meta">
          <span>{humanizeKey(item.key)}</span>
          {item.type === 'markdown' ? <span className="admin-badge">Formatado</span> : null}
          {path ? (
            <a href={path} target="_blank" rel="noreferrer">
              Ver no site
              <ExternalLink aria-hidden="true" size={14} />
              <span className="admin-sr-only"> (abre em nova aba)</span>
            </a>
          ) : null}
        </p>
        <p className="config-content-item__excerpt">
          {text || <em className="admin-muted">(vazio)</em>}
        </p>
      </div>
      <div className="config-content-item__actions">
        <button type="button" className="admin-btn admin-btn--small" onClick={onEdit}>
          <Pencil aria-hidden="true" size={16} />
          Editar<span className="admin-sr-only"> {label}</span>
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--danger-ghost"
          disabled={deleting}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" size={16} />
          Excluir<span className="admin-sr-only"> {label}</span>
        </button>
      </div>
    </li>
  );
}

function ContentEditor({
  editing,
  existing,
  onClose,
}: {
  editing: NonNullable<Editing>;
  existing: EditableContent[];
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const sectionsId = useId();
  const initial: FormValues =
    editing.mode === 'edit'
      ? {
          key: editing.item.key,
          section: editing.item.section,
          type: editing.item.type,
          value: editing.item.value,
          description: editing.item.description ?? '',
        }
      : { key: '', section: 'geral', type: 'text', value: '', description: '' };
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const value = form.watch('value');
  const key = form.watch('key');
  const isMarkdown = type === 'markdown';

  const save = trpc.editableContent.upsert.useMutation({
    onSuccess: async () => {
      toast.success(editing.mode === 'edit' ? 'Texto atualizado' : 'Texto criado');
      form.reset(form.getValues());
      await utils.editableContent.invalidate();
      onClose();
    },
    onError: (error) => reportSaveError(error, form.setError),
  });

  const submit = form.handleSubmit((values) => {
    // The API creates or replaces by key: a new text must not overwrite an existing one.
    if (editing.mode === 'create' && existing.some((item) => item.key === values.key)) {
      form.setError('key', { type: 'server', message: 'Já existe um texto com esta chave' });
      return;
    }
    save.mutate({ ...values, description: values.description || null });
  });

  const title =
    editing.mode === 'edit' ? `Editar: ${contentLabel(editing.item)}` : 'Novo texto do site';

  const fields = (
    <div className="admin-form">
      {editing.mode === 'create' ? (
        <>
          <TextField
            label="Chave"
            required
            className="config-mono-input"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="ex.: home.promo.titulo"
            hint="Identificador usado pelo site: letras minúsculas, números, ponto, hífen e sublinhado."
            error={errors.key?.message}
            {...form.register('key')}
          />
          <TextField
            label="Página ou grupo"
            required
            list={sectionsId}
            hint="Escolha da lista ou digite um novo grupo."
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
            label="Tipo"
            options={EDITABLE_CONTENT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
            error={errors.type?.message}
            {...form.register('type')}
          />
        </>
      ) : (
        <p className="admin-muted config-editor-meta">
          Grupo: {sectionLabel(editing.item.section)} · Chave:{' '}
          <span className="admin-mono">{editing.item.key}</span>
        </p>
      )}
      <TextField
        label="Nome (para você identificar)"
        hint="Aparece só no painel, por exemplo: Título principal da página inicial."
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextAreaField
        label="Texto"
        rows={isMarkdown ? 14 : Math.min(8, Math.max(3, Math.ceil(value.length / 70)))}
        hint={
          isMarkdown
            ? 'Formatação: ## Título, - item de lista, **negrito**, [texto do link](/pagina). Linha em branco separa parágrafos.'
            : undefined
        }
        error={errors.value?.message}
        {...form.register('value')}
      />
    </div>
  );

  return (
    <EditorDialog
      open
      wide={isMarkdown}
      title={title}
      formId="content-form"
      dirty={form.formState.isDirty}
      saving={save.isPending}
      onClose={onClose}
    >
      <form id="content-form" onSubmit={submit} noValidate>
        {isMarkdown ? (
          <div className="admin-split">
            {fields}
            <MarkdownPreview value={value} legal={key.startsWith('legal.')} />
          </div>
        ) : (
          fields
        )}
      </form>
    </EditorDialog>
  );
}

/** The text as the public site shows it (same Markdown component), updated while typing. */
function MarkdownPreview({ value, legal }: { value: string; legal: boolean }) {
  const deferred = useDeferredValue(value);
  // Legal pages show their leading "# Título" as the page heading, apart from the text.
  const { title, body } = legal ? splitLeadingTitle(deferred) : { title: null, body: deferred };
  return (
    <section className="admin-preview config-markdown-preview" aria-label="Pré-visualização">
      <p className="admin-preview__label" aria-hidden="true">
        Pré-visualização
      </p>
      {title ? <h2 className="config-preview-title">{title}</h2> : null}
      {body.trim() ? (
        <Markdown>{body}</Markdown>
      ) : (
        <p className="admin-muted">O texto aparecerá aqui.</p>
      )}
    </section>
  );
}
