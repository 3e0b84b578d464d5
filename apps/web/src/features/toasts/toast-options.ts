/** Spec §9: three toasts at a time, 4000 ms each. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export type ToasterTheme = 'dark' | 'light';

/** The toaster follows the site's theme attribute (dark by default). */
export function toasterTheme(dataTheme: string | null | undefined): ToasterTheme {
  return dataTheme === 'light' ? 'light' : 'dark';
}
