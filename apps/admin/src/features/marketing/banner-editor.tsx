import { zodResolver } from '@hookform/resolvers/zod';
import { type Banner, bannerEntity } from '@oficina/core';
import { BannerCard } from '@site/features/banners';
import { toast } from '@site/features/toasts';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField, SwitchField, TextAreaField, TextField } from '../../components/fields';
import { asNumber, reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import {
  type BannerFields,
  bannerFieldsSchema,
  bannerToFields,
  EMPTY_BANNER_FIELDS,
  fieldsToContent,
  keyFromName,
  previewContent,
} from './banner-fields';
import { POSITION_OPTIONS, placementNote, scheduleNote } from './banner-form';
import { BannerDatesFieldset, BannerToneField } from './banner-look-fields';
import { PreviewEditorDialog } from './preview-editor-dialog';
import { PreviewFrame } from './preview-frame';
import { TargetPagesControl } from './target-pages-field';

/** Labels and hints of the fields the API stores as they are, from the banner's declaration. */
const WORDS = bannerEntity.fields;

export type BannerEditing = { mode: 'create' } | { mode: 'edit'; banner: Banner };

/** The API's field names → the form's, for the server's messages. */
const SERVER_FIELDS: Record<string, keyof BannerFields> = {
  title: 'name',
  content: 'headline',
  key: 'name',
};

/** Create or edit a banner with plain fields; the site's banner drawn beside them as typed. */
export function BannerEditor({
  editing,
  onClose,
}: {
  editing: BannerEditing;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const start = editing.mode === 'edit' ? bannerToFields(editing.banner) : null;
  const form = useForm<BannerFields>({
    resolver: zodResolver(bannerFieldsSchema),
    defaultValues: start?.fields ?? EMPTY_BANNER_FIELDS,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as Partial<BannerFields>;

  const onSaved = async (message: string) => {
    toast.success(message);
    form.reset(form.getValues());
    await utils.banners.invalidate();
    onClose();
  };
  const onError = (error: unknown) =>
    reportSaveError(error, (path, message) =>
      form.setError(SERVER_FIELDS[path] ?? (path as keyof BannerFields), message),
    );
  const create = trpc.banners.create.useMutation({
    onSuccess: () => onSaved('Banner criado'),
    onError,
  });
  const update = trpc.banners.update.useMutation({
    onSuccess: () => onSaved('Banner atualizado'),
    onError,
  });

  const submit = form.handleSubmit((fields) => {
    const input = {
      title: fields.name,
      content: fieldsToContent(fields, start?.parsed.extra),
      position: fields.position,
      target_pages: fields.target_pages,
      display_order: fields.display_order,
      active: fields.active,
      tone: fields.tone,
      starts_at: fields.starts_at,
      ends_at: fields.ends_at,
    };
    if (editing.mode === 'edit') update.mutate({ id: editing.banner.id, ...input });
    else create.mutate({ ...input, key: keyFromName(fields.name) });
  });

  return (
    <PreviewEditorDialog
      title={editing.mode === 'edit' ? 'Editar banner' : 'Novo banner'}
      formId="banner-form"
      previewId="banner-preview"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
      preview={<BannerPreview values={values} />}
    >
      {start?.parsed.unreadable ? (
        <p className="admin-notice" role="status">
          O conteúdo salvo deste banner não pôde ser lido. Preencha os campos abaixo: ao salvar, ele
          é substituído.
        </p>
      ) : null}
      <TextField
        label={WORDS.title.label}
        required
        maxLength={200}
        hint={WORDS.title.hint}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <fieldset className="admin-fieldset">
        <legend>O que o visitante vê</legend>
        <TextField
          label="Título"
          maxLength={200}
          hint="Em destaque. É preciso ter título ou texto."
          error={errors.headline?.message}
          {...form.register('headline')}
        />
        <TextAreaField
          label="Texto"
          rows={3}
          maxLength={500}
          hint="Uma ou duas frases abaixo do título."
          error={errors.text?.message}
          {...form.register('text')}
        />
        <div className="mkt-admin-pair">
          <TextField
            label="Texto do botão"
            maxLength={60}
            hint="Opcional. Vazio: o banner não tem botão."
            error={errors.cta_text?.message}
            {...form.register('cta_text')}
          />
          <TextField
            label="Link do botão"
            maxLength={500}
            inputMode="url"
            autoCapitalize="off"
            spellCheck={false}
            hint="Uma página do site (ex.: /contato) ou um endereço https://."
            error={errors.cta_link?.message}
            {...form.register('cta_link')}
          />
        </div>
      </fieldset>
      <BannerToneField control={form.control} />
      <SelectField
        label={WORDS.position.label}
        options={POSITION_OPTIONS}
        hint={placementNote(values.position ?? 'top', values.target_pages)}
        error={errors.position?.message}
        {...form.register('position')}
      />
      <TargetPagesControl control={form.control} />
      <TextField
        label={WORDS.display_order.label}
        type="number"
        inputMode="numeric"
        min={0}
        max={10_000}
        hint={WORDS.display_order.hint}
        error={errors.display_order?.message}
        {...form.register('display_order', asNumber)}
      />
      <BannerDatesFieldset control={form.control} />
      <SwitchField
        label={WORDS.active.label}
        hint={WORDS.active.hint}
        {...form.register('active')}
      />
    </PreviewEditorDialog>
  );
}

function BannerPreview({ values }: { values: Partial<BannerFields> }) {
  const position = values.position ?? 'top';
  const note = scheduleNote(
    {
      active: values.active !== false,
      starts_at: values.starts_at ?? null,
      ends_at: values.ends_at ?? null,
    },
    new Date(),
  );
  return (
    <PreviewFrame id="banner-preview" notes={note ? <p className="admin-muted">{note}</p> : null}>
      <div className={`banner-slot banner-slot--${position}`} data-position={position}>
        <BannerCard
          content={previewContent(values)}
          position={position}
          tone={values.tone ?? 'brand'}
        />
      </div>
    </PreviewFrame>
  );
}
