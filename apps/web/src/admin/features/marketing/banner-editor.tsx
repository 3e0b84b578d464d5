import { zodResolver } from '@hookform/resolvers/zod';
import { type Banner, bannerInputSchema } from '@oficina/core';
import { FileCode } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BannerCard } from '../../../features/banners';
import { toast } from '../../../features/toasts';
import { useConfirm } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { SelectField, SwitchField, TextField } from '../../components/fields';
import { asNumber, reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import {
  BANNER_FIELDS,
  type BannerFormValues,
  bannerPreview,
  bannerToForm,
  contentTemplate,
  EMPTY_BANNER,
  POSITION_OPTIONS,
  placementNote,
} from './banner-form';
import { checkJson } from './json-check';
import { JsonField } from './json-field';
import { PreviewFrame, PreviewJump } from './preview-frame';
import { TargetPagesField } from './target-pages-field';

export type BannerEditing = { mode: 'create' } | { mode: 'edit'; banner: Banner };

/** Create or edit a banner: its JSON checked as typed, the site's banner drawn beside it. */
export function BannerEditor({
  editing,
  onClose,
}: {
  editing: BannerEditing;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const form = useForm<BannerFormValues, unknown, z.output<typeof bannerInputSchema>>({
    resolver: zodResolver(bannerInputSchema),
    defaultValues: editing.mode === 'edit' ? bannerToForm(editing.banner) : EMPTY_BANNER,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as Partial<BannerFormValues>;
  const content = values.content ?? '';

  const onSaved = async (message: string) => {
    toast.success(message);
    form.reset(form.getValues());
    await utils.banners.invalidate();
    onClose();
  };
  const create = trpc.banners.create.useMutation({
    onSuccess: () => onSaved('Banner criado'),
    onError: (error) => reportSaveError(error, form.setError),
  });
  const update = trpc.banners.update.useMutation({
    onSuccess: () => onSaved('Banner atualizado'),
    onError: (error) => reportSaveError(error, form.setError),
  });

  const submit = form.handleSubmit((input) => {
    // Stored compact, as the site reads it; the editor shows it indented again.
    const check = checkJson(input.content);
    const values = { ...input, content: check.ok ? JSON.stringify(check.value) : input.content };
    if (editing.mode === 'edit') update.mutate({ id: editing.banner.id, ...values });
    else create.mutate(values);
  });

  const useTemplate = async () => {
    const template = contentTemplate();
    if (content.trim() !== '' && content.trim() !== template) {
      const replace = await confirm({
        title: 'Substituir o conteúdo?',
        message: <p>O JSON atual será trocado por um modelo com os campos que o site usa.</p>,
        confirmLabel: 'Usar modelo',
        cancelLabel: 'Manter o atual',
      });
      if (!replace) return;
    }
    form.setValue('content', template, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <EditorDialog
      open
      wide
      title={editing.mode === 'edit' ? 'Editar banner' : 'Novo banner'}
      formId="banner-form"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <div className="admin-split">
        <form id="banner-form" className="admin-form" onSubmit={submit} noValidate>
          <PreviewJump targetId="banner-preview" />
          <TextField
            label="Título"
            required
            maxLength={200}
            hint="Nome interno, para você reconhecer o banner na lista."
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextField
            label="Chave"
            required
            maxLength={64}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className="mkt-admin-key"
            hint={<>Identificador em letras minúsculas, números, - e _ (ex.: promo_verao).</>}
            error={errors.key?.message}
            {...form.register('key')}
          />
          <JsonField
            label="Conteúdo (JSON)"
            value={content}
            textarea={form.register('content')}
            error={errors.content?.message}
            onFormat={(formatted) =>
              form.setValue('content', formatted, { shouldDirty: true, shouldValidate: true })
            }
            extraTools={
              <button type="button" className="admin-btn admin-btn--small" onClick={useTemplate}>
                <FileCode aria-hidden="true" size={16} />
                Usar modelo
              </button>
            }
            hint="Nomes e textos entre aspas duplas; campos separados por vírgula."
            help={<ContentHelp />}
          />
          <SelectField
            label="Posição"
            options={POSITION_OPTIONS}
            hint={placementNote(values.position ?? 'top', values.target_pages)}
            error={errors.position?.message}
            {...form.register('position')}
          />
          <Controller
            control={form.control}
            name="target_pages"
            render={({ field, fieldState }) => (
              <TargetPagesField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            label="Ordem de exibição"
            type="number"
            inputMode="numeric"
            min={0}
            max={10_000}
            hint="Na mesma posição, o menor número aparece primeiro."
            error={errors.display_order?.message}
            {...form.register('display_order', asNumber)}
          />
          <SwitchField
            label="Ativo"
            hint="Desligado, o banner não aparece no site."
            {...form.register('active')}
          />
        </form>
        <BannerPreview values={values} />
      </div>
    </EditorDialog>
  );
}

function ContentHelp() {
  return (
    <div className="mkt-admin-help admin-notice">
      <p>Campos que o site lê (é preciso ter title ou subtitle):</p>
      <dl>
        {BANNER_FIELDS.map((field) => (
          <div key={field.name}>
            <dt>{field.name}</dt>
            <dd>{field.help}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function BannerPreview({ values }: { values: Partial<BannerFormValues> }) {
  const preview = bannerPreview(values.content);
  const position = values.position ?? 'top';
  return (
    <PreviewFrame
      id="banner-preview"
      notes={
        values.active === false ? (
          <p className="admin-muted">Inativo: não aparece no site enquanto estiver desligado.</p>
        ) : null
      }
    >
      {preview.kind === 'invalid' ? (
        <p className="admin-muted">Corrija o JSON para ver a pré-visualização.</p>
      ) : preview.kind === 'empty' ? (
        <p className="admin-muted">
          Nada a mostrar: o site só mostra o banner quando o JSON tem “title” ou “subtitle”.
        </p>
      ) : (
        <div className={`banner-slot banner-slot--${position}`} data-position={position}>
          <BannerCard content={preview.content} position={position} />
        </div>
      )}
    </PreviewFrame>
  );
}
