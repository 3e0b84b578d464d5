import { type About, aboutInputSchema } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Undo2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '../../components/confirm-dialog';
import { DraftNotice } from '../../components/draft-notice';
import { TextAreaField, TextField } from '../../components/fields';
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

export function aboutToForm(about: About): AboutFormValues {
  return {
    title: about.title,
    subtitle: about.subtitle,
    body: about.body,
    mission: about.mission,
    vision: about.vision,
    values: about.values,
    founded_year: about.founded_year,
    highlights: about.highlights,
    team: about.team,
    image: about.image ?? '',
  };
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
            label="Título"
            required
            error={errors.title?.message}
            {...form.register('title')}
          />
          <NumberField
            label="Ano de fundação"
            min={1900}
            max={2100}
            hint="Aparece como “Desde 2009”. Opcional."
            error={errors.founded_year?.message}
            {...form.register('founded_year', asNumber)}
          />
        </div>
        <TextField
          label="Subtítulo"
          hint="Uma frase que resume a oficina, abaixo do título."
          error={errors.subtitle?.message}
          {...form.register('subtitle')}
        />
        <FormImageField
          control={form.control}
          name="image"
          label="Foto da oficina"
          description="Aparece ao lado da história. Opcional."
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Nossa história</legend>
        <FormMarkdownEditor control={form.control} name="body" label="Texto da história" />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Missão, visão e valores</legend>
        <div className="admin-form admin-form--columns">
          <TextAreaField
            label="Missão"
            rows={3}
            error={errors.mission?.message}
            {...form.register('mission')}
          />
          <TextAreaField
            label="Visão"
            rows={3}
            error={errors.vision?.message}
            {...form.register('vision')}
          />
        </div>
        <AboutValues form={form} />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Em números</legend>
        <p className="admin-field__hint">
          Destaques curtos, por exemplo: “Anos de experiência” · “15+”.
        </p>
        <AboutHighlights form={form} />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Equipe</legend>
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
