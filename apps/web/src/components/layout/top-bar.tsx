import { Clock, MapPin, Phone } from 'lucide-react';
import { OpenNowBadge } from '../../features/opening-hours/open-now-badge';
import { telHref, useTopBarInfo } from '../../lib/site-data';
import { NoBreak } from '../keep-together';
import './top-bar.css';

/**
 * Phone, address and hours above the header, from the company record ("Empresa"), with
 * whether the workshop is open now (filled in after hydration, like in the footer). It
 * scrolls away with the page, so it holds nothing that is not also elsewhere: the footer has
 * the phone, address and hours, and the floating button calls the phone.
 */
export function TopBar() {
  const { phone, location, hours } = useTopBarInfo();
  const tel = telHref(phone);
  if (!phone && !location && !hours) return null;
  return (
    <aside className="top-bar" aria-label="Contato e horário">
      <div className="container top-bar__inner">
        {phone ? (
          <p className="top-bar__item">
            <Phone aria-hidden="true" size={16} />
            {tel ? (
              <a href={tel}>
                <span className="sr-only">Telefone: </span>
                <NoBreak>{phone}</NoBreak>
              </a>
            ) : (
              <NoBreak>{phone}</NoBreak>
            )}
          </p>
        ) : null}
        {location ? (
          <p className="top-bar__item top-bar__item--location">
            <MapPin aria-hidden="true" size={16} />
            <span className="sr-only">Endereço: </span>
            {location}
          </p>
        ) : null}
        {hours ? (
          <p className="top-bar__item top-bar__item--hours">
            <Clock aria-hidden="true" size={16} />
            <span className="sr-only">Horário de atendimento: </span>
            <span>{hours}</span>
            <OpenNowBadge className="top-bar__badge" />
          </p>
        ) : null}
      </div>
    </aside>
  );
}
