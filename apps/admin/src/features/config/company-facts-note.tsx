import { COMPANY_PLACEHOLDERS, type Company, strayCompanyFacts } from '@oficina/core';
import { useDeferredValue } from 'react';

/** "{telefone}, {whatsapp}, {email}, {endereco} ou {horario}". */
const NAMES = COMPANY_PLACEHOLDERS.map((placeholder) => `{${placeholder.name}}`);
export const PLACEHOLDERS_HINT = `Para os dados da empresa, escreva ${NAMES.slice(0, -1).join(', ')} ou ${NAMES.at(-1)}: o site mostra sempre o que está cadastrado em Empresa.`;

/**
 * Warns, while the owner types, about a phone number or e-mail written out in a text that is
 * not the company's: most likely an old one, which would stay on the page after the record
 * changes. Names what it found and offers the placeholders instead.
 */
export function StrayFactsWarning({
  value,
  company,
  id,
}: {
  value: string;
  company: Company | undefined;
  id: string;
}) {
  const text = useDeferredValue(value);
  const stray = company ? strayCompanyFacts(text, company) : [];
  const one = stray.length === 1;
  // Always in the page, so screen readers announce the warning when it appears.
  return (
    <div id={id} role="status" className="config-stray-facts">
      {stray.length > 0 ? (
        <p className="admin-notice">
          {one ? 'Este telefone ou e-mail não é' : 'Estes telefones ou e-mails não são'} o do
          cadastro da empresa:{' '}
          {stray.map((fact, index) => (
            <span key={fact.text}>
              {index > 0 ? ', ' : ''}
              <strong className="config-stray-facts__fact">{fact.text}</strong>
            </span>
          ))}
          . Se {one ? 'for da oficina, troque-o' : 'forem da oficina, troque-os'} por {'{telefone}'}
          , {'{whatsapp}'} ou {'{email}'}, e o site mostrará sempre o que está em Empresa.
        </p>
      ) : null}
    </div>
  );
}
