import type { ApiKeyCreated } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

export const COPY_WARNING = 'Copie a chave agora: ela não será mostrada de novo.';

/** The new key, shown this once in a field that selects itself, with a copy button. */
export function ApiKeyReveal({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success('Chave copiada');
    } catch {
      // No clipboard access (an http address, a refused permission): the text is selected.
      input.current?.select();
      toast.info('Selecione a chave e copie com Ctrl+C (ou toque e segure).');
    }
  };

  return (
    <section className="admin-card api-keys-reveal" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Chave “{created.name}” criada</h2>
      <p className="admin-notice api-keys-reveal__warning" role="alert">
        <strong>{COPY_WARNING}</strong>
      </p>
      <div className="admin-field">
        <label htmlFor={id}>Chave de API</label>
        <div className="api-keys-reveal__row">
          <input
            ref={input}
            id={id}
            className="admin-mono"
            readOnly
            value={created.key}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="admin-btn" onClick={() => void copy()}>
            <Copy aria-hidden="true" size={18} />
            Copiar
          </button>
        </div>
        <p className="admin-field__hint">
          Envie-a em cada pedido no cabeçalho <code>Authorization: Bearer</code> seguido da chave.
        </p>
      </div>
      <button type="button" className="admin-btn api-keys-reveal__done" onClick={onDone}>
        Já copiei
      </button>
    </section>
  );
}
