import { Link } from '@tanstack/react-router';
import { Home, MessageCircle, Wrench } from 'lucide-react';
import { useWhatsAppLink } from '../features/whatsapp';
import './status-page.css';

/** The 404 page. The server already answers these paths with status 404. */
export function NotFound() {
  const whatsappHref = useWhatsAppLink('not_found');
  return (
    <div className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Página não encontrada</h1>
      <p className="lead">
        O endereço que você procurou não existe ou mudou de lugar. Mas o seu ar-condicionado
        continua em boas mãos:
      </p>
      <div className="cluster status-page__actions">
        <Link to="/" className="btn btn--primary">
          <Home aria-hidden="true" size={18} />
          Ir para o início
        </Link>
        <Link to="/servicos" className="btn btn--secondary">
          <Wrench aria-hidden="true" size={18} />
          Ver serviços
        </Link>
        <a
          href={whatsappHref}
          className="btn btn--whatsapp"
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" size={18} />
          Falar no WhatsApp
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </div>
      <nav className="status-page__links" aria-labelledby="links-uteis">
        <h2 id="links-uteis">Links Úteis</h2>
        <ul className="list-reset">
          <li>
            <Link to="/servicos">Serviços</Link>
          </li>
          <li>
            <Link to="/sobre">Sobre nós</Link>
          </li>
          <li>
            <Link to="/contato">Contato</Link>
          </li>
          <li>
            <Link to="/portfolio">Portfólio</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
