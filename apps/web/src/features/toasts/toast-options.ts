/** Three toasts at a time, 4000 ms each: readable, and never a pile over the page. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export type ToasterTheme = 'dark' | 'light';

/** The toaster follows the site's theme attribute (dark by default). */
export function toasterTheme(dataTheme: string | null | undefined): ToasterTheme {
  return dataTheme === 'light' ? 'light' : 'dark';
}
