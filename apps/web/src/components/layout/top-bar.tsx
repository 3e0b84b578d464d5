import { Clock, MapPin, Phone } from 'lucide-react';
import { telHref, useTopBarInfo } from '../../lib/site-data';

/** Phone, location and hours above the header (the company_info banner overrides them). */
export function TopBar() {
  const { phone, location, hours } = useTopBarInfo();
  const tel = telHref(phone);
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        {phone ? (
          <p className="top-bar__item">
            <Phone aria-hidden="true" size={16} />
            {tel ? (
              <a href={tel}>
                <span className="sr-only">Telefone: </span>
                {phone}
              </a>
            ) : (
              phone
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
            {hours}
          </p>
        ) : null}
      </div>
    </div>
  );
}
