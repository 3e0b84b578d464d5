import { Star } from 'lucide-react';
import { type Ref, useId, useState } from 'react';

const LABELS = ['Muito ruim', 'Ruim', 'Regular', 'Bom', 'Excelente'];

export function starsLabel(rating: number): string {
  return `${rating} ${rating === 1 ? 'estrela' : 'estrelas'}`;
}

/**
 * A 1–5 rating as a group of radio buttons drawn as stars: arrows move between them, each is
 * announced as "4 estrelas", and the chosen words appear next to the stars.
 */
export function StarRatingField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  inputRef,
}: {
  label: string;
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="admin-field content-stars-field"
      aria-describedby={errorId}
      data-invalid={error ? true : undefined}
    >
      <legend>
        {label}
        {required ? (
          <span className="admin-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="content-stars-field__row">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover preview only; the radios handle input */}
        <div className="content-stars" onMouseLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="content-star"
              data-on={n <= shown || undefined}
              onMouseEnter={() => setHover(n)}
            >
              <input
                ref={n === 1 ? inputRef : undefined}
                type="radio"
                className="admin-sr-only"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              <Star aria-hidden="true" size={30} />
              <span className="admin-sr-only">{starsLabel(n)}</span>
            </label>
          ))}
        </div>
        <span className="content-stars-field__words" aria-hidden="true">
          {shown ? `${shown} de 5 · ${LABELS[shown - 1]}` : 'Sem nota'}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Read-only stars for lists, announced as "Nota: 4 de 5". */
export function StarRatingView({ rating }: { rating: number }) {
  return (
    <span
      className="content-stars content-stars--view"
      role="img"
      aria-label={`Nota: ${rating} de 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" size={18} data-on={n <= rating || undefined} />
      ))}
    </span>
  );
}
