import type { FieldValues } from 'react-hook-form';

/**
 * The edit form's values for `row`: each field of `defaults`, taken from the row where it has
 * one. A null in the row (an optional text the API stores as null) becomes the default, so
 * inputs never hold null.
 */
export function formValues<V extends FieldValues>(row: object, defaults: V): V {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, source[key] ?? fallback]),
  ) as V;
}
