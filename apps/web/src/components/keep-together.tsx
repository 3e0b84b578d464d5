import type { ReactNode } from 'react';
import { keepTogetherClass, splitKeepTogether } from '../lib/keep-together';

/**
 * A phone number, e-mail or code like "R-134a" that must never be split across two lines.
 * `email`: a very long address may still break, but only when it cannot fit even on a line of
 * its own (see .nowrap-email).
 */
export function NoBreak({ children, email = false }: { children: ReactNode; email?: boolean }) {
  return <span className={email ? 'nowrap-email' : 'nowrap'}>{children}</span>;
}

/** Plain text with its phone numbers, e-mails, gas names and temperatures kept on one line. */
export function KeepTogether({ children }: { children: string }) {
  const pieces = splitKeepTogether(children);
  if (!pieces.some((piece) => piece.keep)) return children;
  return pieces.map((piece, index) =>
    piece.keep ? (
      // Pieces come from one string split once: their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: static text split once
      <span key={index} className={keepTogetherClass(piece.keep)}>
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
}
