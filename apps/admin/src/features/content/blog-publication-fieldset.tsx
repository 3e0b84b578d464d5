import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/fields';
import { localInputToIso } from '../../lib/datetime-local';
import { type BlogFormInput, type BlogFormOutput, formatDateTime } from './blog-form';

/** Draft or published, and when: a date in the future schedules the post. */
export function BlogPublicationFieldset({
  form,
  published,
  publishedAt,
}: {
  form: UseFormReturn<BlogFormInput, unknown, BlogFormOutput>;
  published: boolean | undefined;
  publishedAt: string | undefined;
}) {
  const scheduledFor = published && publishedAt ? localInputToIso(publishedAt) : null;
  const willBeScheduled = scheduledFor !== null && new Date(scheduledFor).getTime() > Date.now();
  return (
    <fieldset className="admin-fieldset">
      <legend>Publicação</legend>
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <fieldset className="content-subfieldset content-choice">
            <legend>Situação</legend>
            <label className="content-choice__option">
              <input
                type="radio"
                name={field.name}
                checked={!field.value}
                onChange={() => field.onChange(false)}
                ref={field.ref}
              />
              <span>
                <strong>Rascunho</strong>
                <span className="admin-field__hint">Só aparece aqui no painel.</span>
              </span>
            </label>
            <label className="content-choice__option">
              <input
                type="radio"
                name={field.name}
                checked={Boolean(field.value)}
                onChange={() => field.onChange(true)}
              />
              <span>
                <strong>Publicado</strong>
                <span className="admin-field__hint">Aparece no blog do site.</span>
              </span>
            </label>
          </fieldset>
        )}
      />
      {published ? (
        <TextField
          label="Data de publicação"
          type="datetime-local"
          hint={
            willBeScheduled
              ? `Agendado: o post aparece no site em ${formatDateTime(scheduledFor)}.`
              : 'Vazio: a data e a hora em que você salvar. Uma data futura agenda o post.'
          }
          error={form.formState.errors.published_at?.message}
          {...form.register('published_at')}
        />
      ) : null}
    </fieldset>
  );
}
