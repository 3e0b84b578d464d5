import { zodResolver } from '@hookform/resolvers/zod';
import {
  type WhatsappContext,
  type WhatsappSettings,
  whatsappContextInputSchema,
  whatsappContextNameSchema,
  whatsappSettingsInputSchema,
} from '@oficina/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../features/toasts';
import { AdminPage } from '../components/admin-page';
import { EditorDialog } from '../components/editor-dialog';
import { FormError, SwitchField, TextAreaField, TextField } from '../components/fields';
import { EmptyState, QueryState } from '../components/query-state';
import { RowActions } from '../components/row-actions';
import '../features/config/config.css';
import { SaveBar } from '../features/config/save-bar';
import { reportFailure } from '../features/config/save-error';
import { WhatsAppLinkPreview } from '../features/config/whatsapp-link-preview';
import { formatWhatsAppNumber, TEMPLATE_PLACEHOLDERS } from '../features/config/whatsapp-preview';
import { editorSave } from '../lib/editor-save';
import { reportSaveError } from '../lib/forms';
import { trpc } from '../lib/trpc';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';

export const Route = createFileRoute('/whatsapp')({ component: WhatsAppPage });

const CONTEXTS_INPUT = { include_inactive: 'true' } as const;
const SETTINGS_FORM = 'whatsapp-settings-form';

type SettingsValues = z.input<typeof whatsappSettingsInputSchema>;
const contextSchema = whatsappContextInputSchema.extend({ name: whatsappContextNameSchema });
type ContextValues = z.input<typeof contextSchema>;
type Editing = { mode: 'create' } | { mode: 'edit'; context: WhatsappContext } | null;

function toSettingsValues(settings: WhatsappSettings): SettingsValues {
  return {
    default_message: settings.default_message,
    urgent_message: settings.urgent_message,
    show_urgency: settings.show_urgency,
    show_pulse: settings.show_pulse,
    is_active: settings.is_active,
  };
}

/** "search_no_results" → "Search no results" when a context has no description. */
function contextLabel(context: Pick<WhatsappContext, 'name' | 'description'>): string {
  if (context.description?.trim()) return context.description.trim();
  const words = context.name.replace(/_+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function WhatsAppPage() {
  const settings = trpc.whatsapp.settings.useQuery();
  return (
    <AdminPage
      title="WhatsApp"
      description="O número e as mensagens que os botões de WhatsApp do site enviam para a oficina."
    >
      <section aria-labelledby="wa-settings-title">
        <h2 id="wa-settings-title">Número e mensagens</h2>
        <QueryState query={settings} loadingLabel="Carregando configurações do WhatsApp…">
          {(data) => <SettingsForm settings={data} />}
        </QueryState>
      </section>
      <ContextsSection settings={settings.data} />
    </AdminPage>
  );
}

function SettingsForm({ settings }: { settings: WhatsappSettings }) {
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SettingsValues, unknown, z.output<typeof whatsappSettingsInputSchema>>({
    resolver: zodResolver(whatsappSettingsInputSchema),
    defaultValues: toSettingsValues(settings),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  // The number and the name are the company's, shown here read-only: "Empresa" changes them.
  const phone = settings.phone_number;
  const companyName = settings.company_name;
  const [defaultMessage, urgentMessage] = form.watch(['default_message', 'urgent_message']);

  const update = trpc.whatsapp.updateSettings.useMutation({
    onSuccess: (saved) => {
      setFormError(null);
      form.reset(toSettingsValues(saved));
      utils.whatsapp.settings.setData(undefined, saved);
      toast.success('Configurações do WhatsApp salvas');
    },
    onError: (error) =>
      setFormError(
        reportFailure(error, 'Erro ao salvar as configurações do WhatsApp', form.setError),
      ),
  });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    update.mutate(values);
  });

  const formatted = formatWhatsAppNumber(phone);

  return (
    <form id={SETTINGS_FORM} className="config-form" onSubmit={submit} noValidate>
      <div className="admin-split">
        <div className="admin-form">
          <CompanyContact phone={phone} formatted={formatted} companyName={companyName} />
          <TextAreaField
            label="Mensagem padrão"
            required
            rows={3}
            hint="Usada pelos botões que não têm mensagem própria."
            error={errors.default_message?.message}
            {...form.register('default_message')}
          />
          <TextAreaField
            label="Mensagem de urgência"
            required
            rows={3}
            hint="Usada pelo botão flutuante enquanto ele mostra “URGENTE!”."
            error={errors.urgent_message?.message}
            {...form.register('urgent_message')}
          />
          <fieldset className="admin-fieldset">
            <legend>Botão flutuante</legend>
            <SwitchField
              label="Mostrar o botão de WhatsApp no site"
              hint="Desligado, o botão flutuante some de todas as páginas."
              {...form.register('is_active')}
            />
            <SwitchField
              label="Animação de pulso"
              hint="O botão pulsa de tempos em tempos para chamar a atenção."
              {...form.register('show_pulse')}
            />
            <SwitchField
              label="Selo ONLINE / URGENTE!"
              hint="Alterna entre “ONLINE” e “URGENTE!” sobre o botão."
              {...form.register('show_urgency')}
            />
          </fieldset>
          <Placeholders />
        </div>
        <section
          className="admin-preview config-sticky"
          aria-labelledby="wa-settings-preview-title"
        >
          <p className="admin-preview__label" id="wa-settings-preview-title">
            Pré-visualização do link
          </p>
          <WhatsAppLinkPreview
            title="Mensagem padrão"
            phone={phone}
            template={defaultMessage ?? ''}
            companyName={companyName}
          />
          <WhatsAppLinkPreview
            title="Mensagem de urgência"
            phone={phone}
            template={urgentMessage ?? ''}
            companyName={companyName}
          />
        </section>
      </div>
      <FormError message={formError} />
      <SaveBar
        formId={SETTINGS_FORM}
        dirty={isDirty}
        saving={update.isPending}
        onDiscard={() => {
          form.reset();
          setFormError(null);
        }}
      />
    </form>
  );
}

/**
 * The number every WhatsApp button calls and the name in {company}: the company's own, so one
 * change in "Empresa" reaches every link of the site.
 */
function CompanyContact({
  phone,
  formatted,
  companyName,
}: {
  phone: string;
  formatted: string;
  companyName: string;
}) {
  return (
    <section className="config-company-contact" aria-labelledby="wa-company-title">
      <p id="wa-company-title" className="config-company-contact__title">
        Número e nome da empresa
      </p>
      <dl>
        <div>
          <dt>Número do WhatsApp</dt>
          <dd>{phone ? `${phone}${formatted ? ` (link: ${formatted})` : ''}` : 'Não informado'}</dd>
        </div>
        <div>
          <dt>Nome da empresa</dt>
          <dd>{companyName || 'Não informado'}</dd>
        </div>
      </dl>
      <p className="admin-field__hint">
        Vêm da página Empresa e valem para todos os botões de WhatsApp do site.{' '}
        <Link to="/company">Alterar em Empresa</Link>
      </p>
    </section>
  );
}

/** The placeholders the site fills, so the owner knows what {urgency} and friends become. */
function Placeholders() {
  return (
    <details className="config-placeholders-help">
      <summary>Marcadores que o site preenche</summary>
      <ul className="config-placeholders">
        {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <li key={placeholder.name}>
            <code>{`{${placeholder.name}}`}</code> — {placeholder.where}
            {placeholder.sample ? ` (ex.: ${placeholder.sample})` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ContextsSection({ settings }: { settings: WhatsappSettings | undefined }) {
  const list = trpc.whatsapp.contexts.useQuery(CONTEXTS_INPUT);
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();
  const remove = trpc.whatsapp.deleteContext.useMutation({
    onSuccess: async () => {
      toast.success('Mensagem excluída');
      await utils.whatsapp.contexts.invalidate();
    },
    onError: (error) => reportSaveError(error),
  });

  return (
    <section className="config-wa-contexts" aria-labelledby="wa-contexts-title">
      <header className="admin-page__header">
        <div>
          <h2 id="wa-contexts-title">Mensagens por botão</h2>
          <p className="admin-page__description">
            Cada botão de WhatsApp do site pode ter a sua mensagem e o seu texto. Inativos usam a
            mensagem padrão.
          </p>
        </div>
        <div className="admin-page__actions">
          <button
            type="button"
            className="admin-btn admin-btn--primary"
            onClick={() => setEditing({ mode: 'create' })}
          >
            <Plus aria-hidden="true" size={18} />
            Nova mensagem
          </button>
        </div>
      </header>
      <QueryState query={list} loadingLabel="Carregando mensagens…">
        {(contexts) =>
          contexts.length === 0 ? (
            <EmptyState>Nenhuma mensagem por botão cadastrada.</EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-sr-only">Mensagens dos botões de WhatsApp</caption>
                <thead>
                  <tr>
                    <th scope="col">Onde aparece</th>
                    <th scope="col">Texto do botão</th>
                    <th scope="col">Mensagem</th>
                    <th scope="col">Situação</th>
                    <th scope="col">
                      <span className="admin-sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {contexts.map((context) => (
                    <tr key={context.id}>
                      <th scope="row" data-label="Onde aparece">
                        {contextLabel(context)}
                        <span className="admin-muted admin-mono config-wa-name">
                          {context.name}
                        </span>
                      </th>
                      <td data-label="Texto do botão">{context.button_text}</td>
                      <td data-label="Mensagem" className="config-wa-message">
                        {context.message_template}
                      </td>
                      <td data-label="Situação">
                        <span
                          className={`admin-badge ${context.active ? 'admin-badge--on' : 'admin-badge--off'}`}
                        >
                          {context.active ? 'Ativa' : 'Inativa'}
                        </span>
                      </td>
                      <td className="admin-table__actions">
                        <RowActions
                          name={contextLabel(context)}
                          what="a mensagem"
                          onEdit={() => setEditing({ mode: 'edit', context })}
                          onDelete={() => remove.mutate({ name: context.name })}
                          deleting={remove.isPending}
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
      {editing ? (
        <ContextEditor
          editing={editing}
          existing={list.data ?? []}
          settings={settings}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function ContextEditor({
  editing,
  existing,
  settings,
  onClose,
}: {
  editing: NonNullable<Editing>;
  existing: WhatsappContext[];
  settings: WhatsappSettings | undefined;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const context = editing.mode === 'edit' ? editing.context : null;
  const form = useForm<ContextValues, unknown, z.output<typeof contextSchema>>({
    resolver: zodResolver(contextSchema),
    defaultValues: context
      ? {
          name: context.name,
          description: context.description ?? '',
          active: context.active,
          message_template: context.message_template,
          button_text: context.button_text,
        }
      : { name: '', description: '', active: true, message_template: '', button_text: '' },
  });
  const { errors } = form.formState;
  const [template, buttonText] = form.watch(['message_template', 'button_text']);

  const saved = editorSave(
    form,
    async () => {
      await utils.whatsapp.contexts.invalidate();
      await utils.whatsapp.context.invalidate();
    },
    onClose,
  );
  const create = trpc.whatsapp.createContext.useMutation(saved('Mensagem criada'));
  const update = trpc.whatsapp.updateContext.useMutation(saved('Mensagem atualizada'));

  const submit = form.handleSubmit((values) => {
    const input = { ...values, description: values.description || null };
    if (context) {
      update.mutate({ ...input, name: context.name });
      return;
    }
    if (existing.some((item) => item.name === values.name)) {
      form.setError('name', { type: 'server', message: 'Já existe um contexto com este nome' });
      return;
    }
    create.mutate(input);
  });

  return (
    <EditorDialog
      open
      wide
      title={context ? `Editar: ${contextLabel(context)}` : 'Nova mensagem de botão'}
      formId="wa-context-form"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id="wa-context-form" onSubmit={submit} noValidate>
        <div className="admin-split">
          <div className="admin-form">
            {context ? (
              <p className="admin-muted config-editor-meta">
                Identificador: <span className="admin-mono">{context.name}</span>
              </p>
            ) : (
              <TextField
                label="Identificador"
                required
                className="config-mono-input"
                autoCapitalize="off"
                spellCheck={false}
                placeholder="ex.: pagina_promocao"
                hint="Nome usado pelo site para achar esta mensagem: letras minúsculas, números e sublinhado."
                error={errors.name?.message}
                {...form.register('name')}
              />
            )}
            <TextField
              label="Onde aparece"
              hint="Descrição para você, por exemplo: Botão de orçamento nos cartões de serviço."
              error={errors.description?.message}
              {...form.register('description')}
            />
            <TextField
              label="Texto do botão"
              required
              error={errors.button_text?.message}
              {...form.register('button_text')}
            />
            <TextAreaField
              label="Mensagem"
              required
              rows={4}
              hint="O texto que chega já escrito no WhatsApp do cliente."
              error={errors.message_template?.message}
              {...form.register('message_template')}
            />
            <SwitchField
              label="Ativa"
              hint="Inativa, o botão usa a mensagem padrão."
              {...form.register('active')}
            />
            <Placeholders />
          </div>
          <section className="admin-preview" aria-labelledby="wa-context-preview-title">
            <p className="admin-preview__label" id="wa-context-preview-title">
              Pré-visualização do link
            </p>
            {settings ? (
              <WhatsAppLinkPreview
                title={buttonText?.trim() || 'Botão'}
                phone={settings.phone_number}
                template={template ?? ''}
                companyName={settings.company_name}
              />
            ) : (
              <p className="admin-muted">
                Carregue as configurações do WhatsApp para ver o link final.
              </p>
            )}
          </section>
        </div>
      </form>
    </EditorDialog>
  );
}
