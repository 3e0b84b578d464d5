import { TEMPLATE_PLACEHOLDERS } from './whatsapp-preview';

/** The placeholders the site fills, so the owner knows what {urgency} and friends become. */
export function WhatsAppPlaceholders() {
  return (
    <details className="config-placeholders-help">
      <summary>Marcadores que o site preenche</summary>
      <ul className="config-placeholders">
        {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <li key={placeholder.name}>
            <code>{`{${placeholder.name}}`}</code> — {placeholder.where}
            {placeholder.sample ? ` (ex.: ${placeholder.sample})` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
