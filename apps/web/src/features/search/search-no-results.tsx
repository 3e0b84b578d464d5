import { MessageCircle } from 'lucide-react';
import { contextButtonText } from '../whatsapp/link';
import { useWhatsAppContextData, useWhatsAppLink } from '../whatsapp/use-whatsapp';
import { SEARCH_NO_RESULTS_CONTEXT } from './search-query';

const CONTEXT = SEARCH_NO_RESULTS_CONTEXT;

/** With no results, offer to ask on WhatsApp with the query in the message: the visitor still
 * gets an answer, from a person. */
export function SearchNoResults({ query }: { query: string }) {
  const href = useWhatsAppLink(CONTEXT, { query });
  const label = contextButtonText(
    CONTEXT,
    useWhatsAppContextData(CONTEXT),
    'Perguntar no WhatsApp',
  );
  return (
    <div className="search-empty">
      <p className="search-empty__title">Nenhum resultado para “{query}”.</p>
      <p className="search-empty__text">
        Não encontrou o que procurava? Pergunte direto para a nossa equipe.
      </p>
      <a
        className="search-action search-action--whatsapp"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        <MessageCircle aria-hidden="true" size={18} />
        {label}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    </div>
  );
}
