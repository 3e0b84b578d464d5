import { Link } from '@tanstack/react-router';
import { Mail, MessageCircle } from 'lucide-react';
import { useWhatsAppLink } from '../../features/whatsapp';

export function FinalCta({ title, text }: { title: string; text: string }) {
  const whatsappHref = useWhatsAppLink('float_button');
  return (
    <section className="section" aria-labelledby="home-cta">
      <div className="container">
        <div className="final-cta">
          <h2 id="home-cta">{title}</h2>
          <p className="final-cta__text">{text}</p>
          <div className="cluster final-cta__actions">
            <a
              href={whatsappHref}
              className="btn btn--whatsapp"
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" size={20} />
              Chamar no WhatsApp
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
            <Link to="/contato" className="btn btn--secondary">
              <Mail aria-hidden="true" size={20} />
              Enviar mensagem
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
