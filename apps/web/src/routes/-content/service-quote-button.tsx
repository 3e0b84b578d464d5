import { MessageCircle } from 'lucide-react';
import { useWhatsAppLink } from '../../features/whatsapp';
import { useWhatsAppContext } from '../../lib/site-data';

/** Context whose template carries {service}; the /servicos loader prefetches it. */
export const SERVICE_QUOTE_CONTEXT = 'service_quote';

/** WhatsApp link with the quote message prefilled for one service. */
export function ServiceQuoteButton({ service }: { service: string }) {
  const href = useWhatsAppLink(SERVICE_QUOTE_CONTEXT, { service });
  const label = useWhatsAppContext(SERVICE_QUOTE_CONTEXT)?.button_text || 'Pedir orçamento';
  return (
    <a className="btn btn--whatsapp" href={href} target="_blank" rel="noopener noreferrer">
      <MessageCircle aria-hidden="true" size={20} />
      {label}
      <span className="sr-only"> de {service} pelo WhatsApp (abre em nova aba)</span>
    </a>
  );
}
