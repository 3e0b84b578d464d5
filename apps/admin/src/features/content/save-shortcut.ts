import type { KeyboardEvent } from 'react';

/** Ctrl+S (⌘S on a Mac) inside a long content form saves it instead of saving the web page. */
export function saveShortcut(submit: () => unknown) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void submit();
    }
  };
}
