import { ExternalLink } from 'lucide-react';
import { useDeferredValue } from 'react';
import { TEMPLATE_PLACEHOLDERS, whatsappPreview } from './whatsapp-preview';

/**
 * What a customer gets from a WhatsApp button: the final wa.me link (built by core's
 * buildWhatsAppLink, like the site), the message with its placeholders filled, and a link to try it.
 */
export function WhatsAppLinkPreview({
  title,
  phone,
  template,
  companyName,
}: {
  title: string;
  phone: string;
  template: string;
  companyName: string;
}) {
  const deferredTemplate = useDeferredValue(template);
  const preview = whatsappPreview(phone, deferredTemplate, companyName);
  // Per-button values ({query}, {service}, {title}) are samples here; the site fills the real ones.
  const samples = TEMPLATE_PLACEHOLDERS.filter(
    (placeholder) =>
      placeholder.name !== 'urgency' &&
      placeholder.name !== 'company' &&
      deferredTemplate.includes(`{${placeholder.name}}`),
  );
  return (
    <div className="config-wa-preview">
      <h3 className="config-wa-preview__title">{title}</h3>
      <p className="config-wa-bubble">
        {preview.message || <em className="admin-muted">(sem mensagem)</em>}
      </p>
      {samples.length > 0 ? (
        <p className="admin-field__hint">
          {samples.map((placeholder, index) => (
            <span key={placeholder.name}>
              {index > 0 ? '; ' : ''}
              <code>{`{${placeholder.name}}`}</code> com um exemplo (no site vem de:{' '}
              {placeholder.where})
            </span>
          ))}
          .
        </p>
      ) : null}
      {preview.unknownPlaceholders.length > 0 ? (
        <p className="admin-field__error">
          {preview.unknownPlaceholders.join(', ')}: o site não preenche{' '}
          {preview.unknownPlaceholders.length === 1 ? 'este marcador' : 'estes marcadores'}; o
          cliente verá o texto como está.
        </p>
      ) : null}
      <dl className="config-wa-facts">
        <dt>Número</dt>
        <dd>
          {preview.validNumber ? (
            preview.formattedNumber
          ) : (
            <span className="admin-field__error">
              Número incompleto: informe DDD e número para testar.
            </span>
          )}
        </dd>
        <dt>Link</dt>
        <dd>
          <p className="config-wa-url">{preview.url}</p>
        </dd>
      </dl>
      {preview.validNumber ? (
        <a
          className="admin-btn admin-btn--small config-wa-test"
          href={preview.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ExternalLink aria-hidden="true" size={16} />
          Testar link<span className="admin-sr-only"> — {title} (abre o WhatsApp em nova aba)</span>
        </a>
      ) : null}
    </div>
  );
}
