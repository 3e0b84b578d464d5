import { useRouter } from '@tanstack/react-router';

/**
 * The page's CSP nonce, for the inline scripts the page writes itself: set on the server for
 * each answer; in the browser React reads it back from the document.
 */
export function usePageNonce(): string | undefined {
  return useRouter().options.ssr?.nonce;
}
