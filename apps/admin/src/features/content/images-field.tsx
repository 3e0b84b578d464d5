import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { ImageField } from '../../components/image-field';

/**
 * Several images in order (the first is the cover): each one uploaded or typed, moved up or
 * down, removed. Empty slots are dropped on save.
 */
export function ImagesField({
  legend,
  name,
  value,
  onChange,
  errorAt,
  error,
  max = 20,
}: {
  legend: string;
  name: string;
  value: string[];
  onChange: (value: string[]) => void;
  errorAt: (index: number) => string | undefined;
  error?: string;
  max?: number;
}) {
  const list = useRef<HTMLOListElement>(null);
  // Stable keys for rows whose values can repeat or be empty.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < value.length) keys.current.push(nextKey.current++);
  keys.current.length = value.length;

  const set = (next: string[], order?: number[]) => {
    if (order) keys.current = order.map((index) => keys.current[index] ?? nextKey.current++);
    onChange(next);
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const order = value.map((_, index) => index);
    const [item] = next.splice(from, 1);
    const [key] = order.splice(from, 1);
    next.splice(to, 0, item ?? '');
    order.splice(to, 0, key ?? from);
    set(next, order);
    requestAnimationFrame(() => {
      list.current
        ?.querySelectorAll<HTMLElement>('.content-repeat__item')
        [to]?.querySelector<HTMLButtonElement>(
          `[data-move="${to > from ? 'down' : 'up'}"]:not(:disabled)`,
        )
        ?.focus();
    });
  };

  const remove = (index: number) => {
    const order = value.map((_, i) => i).filter((i) => i !== index);
    set(
      value.filter((_, i) => i !== index),
      order,
    );
  };

  const add = () => {
    set([...value, '']);
    requestAnimationFrame(() => {
      list.current?.querySelector<HTMLElement>('.content-repeat__item:last-child input')?.focus();
    });
  };

  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      <p className="admin-field__hint">
        A primeira imagem é a capa do trabalho. Envie fotos do antes e depois, do serviço e do
        carro.
      </p>
      {value.length > 0 ? (
        <ol ref={list} className="content-repeat">
          {value.map((image, index) => (
            <li key={keys.current[index]} className="content-repeat__item">
              <ImageField
                label={index === 0 ? 'Imagem 1 (capa)' : `Imagem ${index + 1}`}
                name={`${name}.${index}`}
                value={image}
                onChange={(next) => set(value.map((old, i) => (i === index ? next : old)))}
                error={errorAt(index)}
              />
              <div className="content-repeat__buttons">
                <button
                  type="button"
                  className="admin-icon-btn"
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Mover imagem ${index + 1} para cima`}
                >
                  <ArrowUp aria-hidden="true" size={18} />
                </button>
                <button
                  type="button"
                  className="admin-icon-btn"
                  data-move="down"
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Mover imagem ${index + 1} para baixo`}
                >
                  <ArrowDown aria-hidden="true" size={18} />
                </button>
                <button
                  type="button"
                  className="admin-icon-btn"
                  onClick={() => remove(index)}
                  aria-label={`Remover imagem ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">Nenhuma imagem ainda.</p>
      )}
      {error ? <p className="admin-field__error">{error}</p> : null}
      <div>
        <button
          type="button"
          className="admin-btn admin-btn--small"
          onClick={add}
          disabled={value.length >= max}
        >
          <Plus aria-hidden="true" size={16} />
          Adicionar imagem
        </button>
        {value.length >= max ? (
          <span className="admin-muted"> Máximo de {max} imagens.</span>
        ) : null}
      </div>
    </fieldset>
  );
}
