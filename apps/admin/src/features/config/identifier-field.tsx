import type { ComponentProps } from 'react';
import { TextField } from '../../components/fields';

/**
 * The key the site looks a text or a message up by: required, in a monospace box, and never
 * capitalised or spell-corrected by the phone's keyboard (the site compares it letter by letter).
 */
export function IdentifierField(props: ComponentProps<typeof TextField>) {
  return (
    <TextField
      required
      className="config-mono-input"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  );
}
