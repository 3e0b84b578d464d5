import type { WebhookCreated } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

export const SECRET_WARNING = 'Copie o segredo agora: ele não será mostrado de novo.';

/** A new or rotated signing secret, shown this once, with a copy button. */
export function WebhookSecret({
  created,
  onDone,
}: {
  created: WebhookCreated;
  onDone: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success('Segredo copiado');
    } catch {
      input.current?.select();
      toast.info('Selecione o segredo e copie com Ctrl+C (ou toque e segure).');
    }
  };

  return (
    <section className="admin-card api-keys-reveal" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Segredo do webhook para {created.url}</h2>
      <p className="admin-notice api-keys-reveal__warning" role="alert">
        <strong>{SECRET_WARNING}</strong>
      </p>
      <div className="admin-field">
        <label htmlFor={id}>Segredo de assinatura</label>
        <div className="api-keys-reveal__row">
          <input
            ref={input}
            id={id}
            className="admin-mono"
            readOnly
            value={created.secret}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="admin-btn" onClick={() => void copy()}>
            <Copy aria-hidden="true" size={18} />
            Copiar
          </button>
        </div>
        <p className="admin-field__hint">
          O sistema que recebe confere a assinatura do cabeçalho <code>webhook-signature</code> com
          este segredo (bibliotecas Standard Webhooks).
        </p>
      </div>
      <button type="button" className="admin-btn api-keys-reveal__done" onClick={onDone}>
        Já copiei
      </button>
    </section>
  );
}
