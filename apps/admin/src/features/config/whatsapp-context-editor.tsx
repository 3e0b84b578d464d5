import { zodResolver } from '@hookform/resolvers/zod';
import { type WhatsappContext, type WhatsappSettings, whatsappContextEntity } from '@oficina/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EditorDialog } from '../../components/editor-dialog';
import { TextAreaField, TextField } from '../../components/fields';
import { bindFields, EntityFields, wordsOf } from '../../kit';
import { editorSave } from '../../lib/editor-save';
import { trpc } from '../../lib/trpc';
import { IdentifierField } from './identifier-field';
import {
  type ContextEditing,
  type ContextValues,
  contextLabel,
  contextSchema,
  contextToForm,
  NEW_CONTEXT,
} from './whatsapp-context';
import { WhatsAppLinkPreview } from './whatsapp-link-preview';
import { WhatsAppPlaceholders } from './whatsapp-placeholders';

const words = whatsappContextEntity.fields;

/**
 * Laid out by hand: the button's text and message feed the preview beside them, and the note
 * on where it appears comes first, as the owner reads the list by it. Any other declared field
 * is drawn by EntityFields.
 */
const LAID_OUT = ['description', 'button_text', 'message_template'] as const;

/** Create or edit one button's message, with the link it makes beside the form. */
export function WhatsAppContextEditor({
  editing,
  existing,
  settings,
  onClose,
}: {
  editing: ContextEditing;
  existing: WhatsappContext[];
  settings: WhatsappSettings | undefined;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const context = editing.mode === 'edit' ? editing.context : null;
  const form = useForm<ContextValues, unknown, z.output<typeof contextSchema>>({
    resolver: zodResolver(contextSchema),
    defaultValues: context ? contextToForm(context) : NEW_CONTEXT,
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
              <IdentifierField
                label="Identificador"
                placeholder="ex.: pagina_promocao"
                hint="Nome usado pelo site para achar esta mensagem: letras minúsculas, números e sublinhado."
                error={errors.name?.message}
                {...form.register('name')}
              />
            )}
            <TextField
              {...wordsOf(words.description)}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <TextField
              {...wordsOf(words.button_text)}
              required
              error={errors.button_text?.message}
              {...form.register('button_text')}
            />
            <TextAreaField
              {...wordsOf(words.message_template)}
              required
              rows={4}
              error={errors.message_template?.message}
              {...form.register('message_template')}
            />
            <EntityFields
              entity={whatsappContextEntity}
              editor={bindFields(form)}
              skip={LAID_OUT}
            />
            <WhatsAppPlaceholders />
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
