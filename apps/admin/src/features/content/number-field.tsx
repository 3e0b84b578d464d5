import type { ComponentProps } from 'react';
import { TextField } from '../../components/fields';

/**
 * A whole number (a year, seconds, a percentage): the phone shows its number pad. Spread
 * `register(name, asNumber)` into it so an empty box stays empty instead of becoming 0.
 */
export function NumberField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}
