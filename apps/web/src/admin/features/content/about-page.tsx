import { type About, aboutInputSchema } from '@oficina/core';
import { ExternalLink, Plus, Save, Undo2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../features/toasts';
import { AdminPage } from '../../components/admin-page';
import { useConfirm } from '../../components/confirm-dialog';
import { DraftNotice } from '../../components/draft-notice';
import { TextAreaField, TextField } from '../../components/fields';
import { ImageField } from '../../components/image-field';
import { PageLoading } from '../../components/page-loading';
import { errorMessage, httpStatusOf } from '../../lib/errors';
import { asNumber, reportSaveError } from '../../lib/forms';
import { friendlyResolver } from '../../lib/friendly-errors';
import { draftKey } from '../../lib/local-draft';
import { trpc } from '../../lib/trpc';
import { useLocalDraft } from '../../lib/use-local-draft';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { MarkdownEditor } from './markdown-editor';
import { RepeatButtons } from './repeat-buttons';
import './content.css';

type FormValues = z.input<typeof aboutInputSchema>;
type Saved = z.output<typeof aboutInputSchema>;

const EMPTY: FormValues = {
  title: 'Sobre nós',
  subtitle: '',
  body: '',
  mission: '',
  vision: '',
  values: [],
  founded_year: null,
  highlights: [],
  team: [],
  image: '',
};

function toForm(about: About): FormValues {
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

export function AboutPage() {
  const about = trpc.about.get.useQuery(undefined, {
    retry: (count, error) => httpStatusOf(error) !== 404 && count < 2,
  });
  const missing = about.isError && httpStatusOf(about.error) === 404;
  return (
    <AdminPage
      title="Sobre"
      description="O texto, os números e a equipe da página Sobre do site."
      actions={
        <a className="admin-btn" href="/sobre" target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden="true" size={18} />
          Ver no site<span className="admin-sr-only"> (abre em nova aba)</span>
        </a>
      }
    >
      {about.isPending ? (
        <PageLoading label="Carregando a página Sobre…" />
      ) : about.data || missing ? (
        <AboutForm initial={about.data ? toForm(about.data) : EMPTY} isNew={!about.data} />
      ) : (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorMessage(about.error, 'Não foi possível carregar a página Sobre.')}</p>
          <button type="button" className="admin-btn" onClick={() => void about.refetch()}>
            Tentar novamente
          </button>
        </div>
      )}
    </AdminPage>
  );
}

function AboutForm({ initial, isNew }: { initial: FormValues; isNew: boolean }) {
  const utils = trpc.useUtils();
  const form = useForm<FormValues, unknown, Saved>({
    resolver: friendlyResolver(aboutInputSchema),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const draft = useLocalDraft(draftKey('sobre', 'pagina'), form);
  const confirm = useConfirm();
  const highlights = useFieldArray({ control: form.control, name: 'highlights' });
  const team = useFieldArray({ control: form.control, name: 'team' });

  const save = trpc.about.update.useMutation({
    onSuccess: (about) => {
      draft.clear();
      toast.success('Página Sobre salva');
      form.reset(toForm(about));
      utils.about.get.setData(undefined, about);
    },
    onError: (error) => reportSaveError(error, form.setError),
  });

  // A failed save keeps the typed values; the first field with a problem gets focus.
  const submit = form.handleSubmit((values) => save.mutate(values));

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="content-form" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
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
          <TextField
            label="Ano de fundação"
            type="number"
            inputMode="numeric"
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
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageField
              label="Foto da oficina"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              description="Aparece ao lado da história. Opcional."
              error={errors.image?.message}
            />
          )}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Nossa história</legend>
        <Controller
          control={form.control}
          name="body"
          render={({ field }) => (
            <MarkdownEditor
              label="Texto da história"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.body?.message}
            />
          )}
        />
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
        <Controller
          control={form.control}
          name="values"
          render={({ field }) => {
            const values = field.value ?? [];
            const move = (from: number, to: number) => {
              const next = [...values];
              const [item] = next.splice(from, 1);
              next.splice(to, 0, item ?? '');
              field.onChange(next);
            };
            return (
              <fieldset className="content-subfieldset">
                <legend>Valores</legend>
                {values.length > 0 ? (
                  <ol className="content-repeat">
                    {values.map((value, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain strings that may repeat
                      <li key={index} className="content-repeat__item">
                        <TextAreaField
                          label={`Valor ${index + 1}`}
                          rows={2}
                          name={`values.${index}`}
                          value={value}
                          onChange={(event) =>
                            field.onChange(
                              values.map((old, i) => (i === index ? event.target.value : old)),
                            )
                          }
                          error={errors.values?.[index]?.message}
                        />
                        <RepeatButtons
                          label={value || `Valor ${index + 1}`}
                          index={index}
                          count={values.length}
                          onMove={move}
                          onRemove={(i) => field.onChange(values.filter((_, j) => j !== i))}
                        />
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="admin-muted">Nenhum valor ainda.</p>
                )}
                <div>
                  <button
                    type="button"
                    className="admin-btn admin-btn--small"
                    disabled={values.length >= 20}
                    onClick={() => field.onChange([...values, ''])}
                  >
                    <Plus aria-hidden="true" size={16} />
                    Adicionar valor
                  </button>
                </div>
              </fieldset>
            );
          }}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Em números</legend>
        <p className="admin-field__hint">
          Destaques curtos, por exemplo: “Anos de experiência” · “15+”.
        </p>
        {highlights.fields.length > 0 ? (
          <ol className="content-repeat">
            {highlights.fields.map((row, index) => (
              <li key={row.id} className="content-repeat__item">
                <div className="content-repeat__fields">
                  <TextField
                    label={`Descrição ${index + 1}`}
                    required
                    error={errors.highlights?.[index]?.label?.message}
                    {...form.register(`highlights.${index}.label`)}
                  />
                  <TextField
                    label={`Número ${index + 1}`}
                    required
                    error={errors.highlights?.[index]?.value?.message}
                    {...form.register(`highlights.${index}.value`)}
                  />
                </div>
                <RepeatButtons
                  label={`destaque ${index + 1}`}
                  index={index}
                  count={highlights.fields.length}
                  onMove={highlights.move}
                  onRemove={highlights.remove}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p className="admin-muted">Nenhum destaque ainda.</p>
        )}
        <div>
          <button
            type="button"
            className="admin-btn admin-btn--small"
            disabled={highlights.fields.length >= 12}
            onClick={() => highlights.append({ label: '', value: '' })}
          >
            <Plus aria-hidden="true" size={16} />
            Adicionar destaque
          </button>
        </div>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Equipe</legend>
        {team.fields.length > 0 ? (
          <ol className="content-repeat">
            {team.fields.map((row, index) => (
              <li key={row.id} className="content-repeat__item">
                <div className="content-repeat__fields">
                  <TextField
                    label={`Nome ${index + 1}`}
                    required
                    autoComplete="off"
                    error={errors.team?.[index]?.name?.message}
                    {...form.register(`team.${index}.name`)}
                  />
                  <TextField
                    label={`Função ${index + 1}`}
                    required
                    hint={index === 0 ? 'Por exemplo: Técnico em refrigeração' : undefined}
                    error={errors.team?.[index]?.role?.message}
                    {...form.register(`team.${index}.role`)}
                  />
                </div>
                <RepeatButtons
                  label={`membro ${index + 1} da equipe`}
                  index={index}
                  count={team.fields.length}
                  onMove={team.move}
                  onRemove={team.remove}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p className="admin-muted">Ninguém da equipe cadastrado ainda.</p>
        )}
        <div>
          <button
            type="button"
            className="admin-btn admin-btn--small"
            disabled={team.fields.length >= 50}
            onClick={() => team.append({ name: '', role: '' })}
          >
            <Plus aria-hidden="true" size={16} />
            Adicionar pessoa
          </button>
        </div>
      </fieldset>

      <div className="content-savebar">
        <p className="content-savebar__status" data-dirty={isDirty || undefined} aria-live="polite">
          {isDirty ? 'Alterações não salvas' : 'Tudo salvo'}
        </p>
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
        <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending}>
          <Save aria-hidden="true" size={18} />
          {save.isPending ? 'Salvando…' : 'Salvar'}
        </button>
      </div>
    </form>
  );
}
