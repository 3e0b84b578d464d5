import type { aboutInputSchema } from '@oficina/core';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '../../components/fields';
import { RepeatList } from './repeat-list';

type AboutForm = UseFormReturn<
  z.input<typeof aboutInputSchema>,
  unknown,
  z.output<typeof aboutInputSchema>
>;

/** The company's values: plain lines of text, which may repeat (so rows are keyed by place). */
export function AboutValues({ form }: { form: AboutForm }) {
  const errors = form.formState.errors;
  return (
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
            <RepeatList
              count={values.length}
              keyOf={(index) => index}
              itemLabel={(index) => values[index] || `Valor ${index + 1}`}
              empty="Nenhum valor ainda."
              addLabel="Adicionar valor"
              max={20}
              onAdd={() => field.onChange([...values, ''])}
              onMove={move}
              onRemove={(i) => field.onChange(values.filter((_, j) => j !== i))}
            >
              {(index) => (
                <TextAreaField
                  label={`Valor ${index + 1}`}
                  rows={2}
                  name={`values.${index}`}
                  value={values[index]}
                  onChange={(event) =>
                    field.onChange(values.map((old, i) => (i === index ? event.target.value : old)))
                  }
                  error={errors.values?.[index]?.message}
                />
              )}
            </RepeatList>
          </fieldset>
        );
      }}
    />
  );
}

/** Short figures such as “Anos de experiência” · “15+”. */
export function AboutHighlights({ form }: { form: AboutForm }) {
  const errors = form.formState.errors;
  const highlights = useFieldArray({ control: form.control, name: 'highlights' });
  return (
    <RepeatList
      count={highlights.fields.length}
      keyOf={(index) => highlights.fields[index]?.id ?? index}
      itemLabel={(index) => `destaque ${index + 1}`}
      empty="Nenhum destaque ainda."
      addLabel="Adicionar destaque"
      max={12}
      onAdd={() => highlights.append({ label: '', value: '' })}
      onMove={highlights.move}
      onRemove={highlights.remove}
    >
      {(index) => (
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
      )}
    </RepeatList>
  );
}

/** The people of the workshop, by name and role. */
export function AboutTeam({ form }: { form: AboutForm }) {
  const errors = form.formState.errors;
  const team = useFieldArray({ control: form.control, name: 'team' });
  return (
    <RepeatList
      count={team.fields.length}
      keyOf={(index) => team.fields[index]?.id ?? index}
      itemLabel={(index) => `membro ${index + 1} da equipe`}
      empty="Ninguém da equipe cadastrado ainda."
      addLabel="Adicionar pessoa"
      max={50}
      onAdd={() => team.append({ name: '', role: '' })}
      onMove={team.move}
      onRemove={team.remove}
    >
      {(index) => (
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
      )}
    </RepeatList>
  );
}
