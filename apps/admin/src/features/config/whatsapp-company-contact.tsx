import { Link } from '@tanstack/react-router';
import { formatWhatsAppNumber } from './whatsapp-preview';

/**
 * The number every WhatsApp button calls and the name in {company}: the company's own, so one
 * change in "Empresa" reaches every link of the site.
 */
export function WhatsAppCompanyContact({
  phone,
  companyName,
}: {
  phone: string;
  companyName: string;
}) {
  const formatted = formatWhatsAppNumber(phone);
  return (
    <section className="config-company-contact" aria-labelledby="wa-company-title">
      <p id="wa-company-title" className="config-company-contact__title">
        Número e nome da empresa
      </p>
      <dl>
        <div>
          <dt>Número do WhatsApp</dt>
          <dd>{phone ? `${phone}${formatted ? ` (link: ${formatted})` : ''}` : 'Não informado'}</dd>
        </div>
        <div>
          <dt>Nome da empresa</dt>
          <dd>{companyName || 'Não informado'}</dd>
        </div>
      </dl>
      <p className="admin-field__hint">
        Vêm da página Empresa e valem para todos os botões de WhatsApp do site.{' '}
        <Link to="/company">Alterar em Empresa</Link>
      </p>
    </section>
  );
}
