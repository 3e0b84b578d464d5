import type { FieldWords } from '@oficina/core';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, SwitchField, TextAreaField, TextField } from '../components/fields';
import { asNumber } from '../lib/forms';
import { fieldShape, newRowValue } from './field-shape';

/** What draws a field: an entity form's `field`, or `bindFields` of any react-hook-form form. */
export interface FieldBinder {
  // biome-ignore lint/suspicious/noExplicitAny: fields are drawn by name, whatever the form's types
  field: (name: any, options?: any) => UseFormRegisterReturn<string> & { error?: string };
}

/** `EntityFields` for a form not made with `useEntityForm` (a page with its own layout). */
export function bindFields<F extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: the output type plays no part here
  form: UseFormReturn<F, any, any>,
): FieldBinder {
  return {
    field: ((name: Path<F>, options?: RegisterOptions<F, Path<F>>) => ({
      ...form.register(name, options),
      error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    })) as unknown as FieldBinder['field'],
  };
}

/** A field's label and hint, to spread on an input laid out by hand. */
export const wordsOf = (words: FieldWords) => ({ label: words.label, hint: words.hint });

/** A choice's options, each value with its declared words (the value itself when it has none). */
export const choiceOptions = <V extends string>(values: readonly V[], words: FieldWords) =>
  values.map((value) => ({ value, label: words.options?.[value] ?? value }));

/** What the kit reads of an entity declared in core (`defineEntity`). */
export interface DeclaredEntity<I extends z.ZodObject = z.ZodObject> {
  input: I;
  fields: Record<string, FieldWords>;
}

/**
 * The inputs of an entity's fields, drawn from its declaration in the order the table declares
 * them: the label and hint from its Portuguese words, the input from its rule (a switch, a
 * number with its bounds, a choice, a line or a box of text with its length). An editor lays out
 * by hand only the fields that need more (an image picker, a preview) and names them in `skip`;
 * every other field, including one added later, appears here without touching the editor.
 */
export function EntityFields({
  entity,
  editor,
  skip = [],
}: {
  entity: DeclaredEntity;
  // The form's own field names are checked where the editor is made; here any name is drawn.
  editor: FieldBinder;
  skip?: readonly string[];
}) {
  return (
    <>
      {Object.entries(entity.fields)
        .filter(([name]) => !skip.includes(name))
        .map(([name, words]) => (
          <DeclaredField
            key={name}
            name={name}
            words={words}
            rule={entity.input.shape[name] as z.ZodType}
            editor={editor}
          />
        ))}
    </>
  );
}

function DeclaredField({
  name,
  words,
  rule,
  editor,
}: {
  name: string;
  words: FieldWords;
  rule: z.ZodType;
  editor: FieldBinder;
}) {
  const { field } = editor;
  const shape = fieldShape(rule);
  const common = { label: words.label, hint: words.hint };
  switch (shape.kind) {
    case 'boolean':
      return <SwitchField {...common} {...field(name as never)} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          required={shape.required}
          min={shape.min}
          max={shape.max}
          {...field(name as never, asNumber as never)}
        />
      );
    case 'choice':
      return (
        <SelectField
          {...common}
          required={shape.required}
          options={choiceOptions(shape.values, words)}
          {...field(name as never)}
        />
      );
    case 'text': {
      const text = {
        ...common,
        required: shape.required,
        maxLength: shape.maxLength,
        ...field(name as never),
      };
      return words.multiline ? (
        <TextAreaField rows={6} {...text} />
      ) : (
        <TextField autoComplete="off" {...text} />
      );
    }
    default:
      // A field the kit cannot draw must be laid out by its editor (and named in `skip`).
      throw new Error(`${name}: lay this field out in the editor`);
  }
}

/** A new row's form values: each field's declared default, else an empty input. */
export function entityDefaults<I extends z.ZodObject>(entity: DeclaredEntity<I>): z.input<I> {
  return Object.fromEntries(
    Object.keys(entity.fields).map((name) => [
      name,
      newRowValue(entity.input.shape[name] as z.ZodType),
    ]),
  ) as z.input<I>;
}
