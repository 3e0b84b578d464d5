import type { ReactNode } from 'react';

/** A hint with a character count; over the recommended length it says so. */
export function CountedHint({
  length,
  recommended,
  max,
  children,
}: {
  length: number;
  recommended?: number;
  max?: number;
  children: ReactNode;
}) {
  const limit = recommended ?? max ?? 0;
  const over = length > limit;
  return (
    <>
      {children}{' '}
      <span className="content-counter" data-over={over || undefined}>
        {length}/{limit}
        {recommended
          ? over
            ? ' caracteres: acima do recomendado, o Google pode cortar o texto.'
            : ' caracteres recomendados.'
          : ' caracteres.'}
      </span>
    </>
  );
}
