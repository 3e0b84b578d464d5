import type { popupInputSchema } from '@oficina/core';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PopupFormValues } from './popup-form';

export type PopupForm = UseFormReturn<PopupFormValues, unknown, z.output<typeof popupInputSchema>>;

/** An optional number: an empty box is stored as "none" (null), not as zero. */
export const asNumberOrNull = {
  setValueAs: (value: unknown) =>
    value === '' || value === null || value === undefined ? null : Number(value),
};
