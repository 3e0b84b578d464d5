import { type About, aboutEntity, aboutInputSchema } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Undo2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '../../components/confirm-dialog';
import { DraftNotice } from '../../components/draft-notice';
import { TextAreaField, TextField } from '../../components/fields';
import { bindFields, EntityFields, entityDefaults, wordsOf } from '../../kit';
import { formValues } from '../../kit/form-values';
import { asNumber, reportSaveError } from '../../lib/forms';
import { friendlyResolver } from '../../lib/friendly-errors';
import { draftKey } from '../../lib/local-draft';
import { trpc } from '../../lib/trpc';
import { useLocalDraft } from '../../lib/use-local-draft';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { AboutHighlights, AboutTeam, AboutValues } from './about-lists';
import { FormImageField, FormMarkdownEditor } from './bound-fields';
import { ContentSaveBar } from './content-save-bar';
import { NumberField } from './number-field';
import { saveShortcut } from './save-shortcut';

export type AboutFormValues = z.input<typeof aboutInputSchema>;

const words = aboutEntity.fields;

/** Fields this page lays out by hand; any other declared field is drawn by EntityFields. */
const LAID_OUT = [
  'title',
  'founded_year',
  'subtitle',
  'image',
  'body',
  'mission',
  'vision',
  'values',
  'highlights',
  'team',
] as const;

/** A page not saved yet: the declared defaults, with a title to start from. */
export const NEW_ABOUT: AboutFormValues = {
  ...entityDefaults(aboutEntity),
  title: 'Sobre nós',
  founded_year: null,
  image: '',
};

export function aboutToForm(about: About): AboutFormValues {
  return { ...formValues(about, entityDefaults(aboutEntity)), image: about.image ?? '' };
}

/** The whole About page in one form, kept as a local draft while it is not saved. */
export function AboutForm({ initial, isNew }: { initial: AboutFormValues; isNew: boolean }) {
  const utils = trpc.useUtils();
  const form = useForm<AboutFormValues, unknown, z.output<typeof aboutInputSchema>>({
    resolver: friendlyResolver(aboutInputSchema),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const draft = useLocalDraft(draftKey('sobre', 'pagina'), form);
  const confirm = useConfirm();

  const save = trpc.about.update.useMutation({
    onSuccess: (about) => {
      draft.clear();
      toast.success('Página Sobre salva');
      form.reset(aboutToForm(about));
      utils.about.get.setData(undefined, about);
    },
    onError: (error) => reportSaveError(error, form.setError),
  });

  // A failed save keeps the typed values; the first field with a problem gets focus.
  const submit = form.handleSubmit((values) => save.mutate(values));

  return (
    <form className="content-form" onSubmit={submit} onKeyDown={saveShortcut(submit)} noValidate>
      <DraftNotice draft={draft.offered} onRestore={draft.restore} onDiscard={draft.discard} />
      {isNew ? (
        <p className="admin-notice">
          A página Sobre ainda não tem conteúdo. Preencha os campos e clique em Salvar.
        </p>
      ) : null}

      <fieldset className="admin-fieldset">
        <legend>Cabeçalho</legend>
        <div className="admin-form admin-form--columns">
          <TextField
            {...wordsOf(words.title)}
            required
            error={errors.title?.message}
            {...form.register('title')}
          />
          <NumberField
            {...wordsOf(words.founded_year)}
            min={1900}
            max={2100}
            error={errors.founded_year?.message}
            {...form.register('founded_year', asNumber)}
          />
        </div>
        <TextField
          {...wordsOf(words.subtitle)}
          error={errors.subtitle?.message}
          {...form.register('subtitle')}
        />
        <FormImageField
          control={form.control}
          name="image"
          label={words.image.label}
          description="Aparece ao lado da história. Opcional."
        />
        <EntityFields entity={aboutEntity} editor={bindFields(form)} skip={LAID_OUT} />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Nossa história</legend>
        <FormMarkdownEditor control={form.control} name="body" label={words.body.label} />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Missão, visão e valores</legend>
        <div className="admin-form admin-form--columns">
          <TextAreaField
            label={words.mission.label}
            rows={3}
            error={errors.mission?.message}
            {...form.register('mission')}
          />
          <TextAreaField
            label={words.vision.label}
            rows={3}
            error={errors.vision?.message}
            {...form.register('vision')}
          />
        </div>
        <AboutValues form={form} />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{words.highlights.label}</legend>
        <p className="admin-field__hint">
          Destaques curtos, por exemplo: “Anos de experiência” · “15+”.
        </p>
        <AboutHighlights form={form} />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{words.team.label}</legend>
        <AboutTeam form={form} />
      </fieldset>

      <ContentSaveBar dirty={isDirty} saving={save.isPending}>
        <button
          type="button"
          className="admin-btn"
          disabled={!isDirty || save.isPending}
          onClick={async () => {
            const ok = await confirm({
              title: 'Desfazer alterações?',
              message: <p>Os campos voltam a ter o conteúdo salvo por último.</p>,
              confirmLabel: 'Desfazer',
              cancelLabel: 'Continuar editando',
              danger: true,
            });
            if (ok) form.reset();
          }}
        >
          <Undo2 aria-hidden="true" size={18} />
          Desfazer
        </button>
      </ContentSaveBar>
    </form>
  );
}
