import { Link } from '@tanstack/react-router';
import { Clock, MessageCircle, TrendingUp, Wrench } from 'lucide-react';
import { useWhatsAppLink } from '../whatsapp/use-whatsapp';
import { POPULAR_SEARCHES } from './entries';

interface SuggestionsProps {
  recent: string[];
  onPick: (query: string) => void;
  onClearRecent: () => void;
  onNavigate: () => void;
}

/** Shown with an empty field: recent and popular searches and quick actions. */
export function SearchSuggestions({ recent, onPick, onClearRecent, onNavigate }: SuggestionsProps) {
  const quoteHref = useWhatsAppLink();
  return (
    <div className="search-suggestions">
      {recent.length > 0 && (
        <section aria-labelledby="search-recent-title">
          <div className="search-suggestions__head">
            <h3 id="search-recent-title">Buscas recentes</h3>
            <button type="button" className="search-suggestions__clear" onClick={onClearRecent}>
              Limpar
            </button>
          </div>
          <ul className="search-suggestions__chips">
            {recent.map((item) => (
              <li key={item}>
                <button type="button" className="search-chip" onClick={() => onPick(item)}>
                  <Clock aria-hidden="true" size={14} />
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="search-popular-title">
        <h3 id="search-popular-title">Buscas populares</h3>
        <ul className="search-suggestions__chips">
          {POPULAR_SEARCHES.map((item) => (
            <li key={item}>
              <button type="button" className="search-chip" onClick={() => onPick(item)}>
                <TrendingUp aria-hidden="true" size={14} />
                {item}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-actions-title">
        <h3 id="search-actions-title">Ações rápidas</h3>
        <div className="search-suggestions__actions">
          <Link to="/servicos" className="search-action" onClick={onNavigate}>
            <Wrench aria-hidden="true" size={18} />
            Ver Serviços
          </Link>
          <a
            href={quoteHref}
            className="search-action search-action--whatsapp"
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" size={18} />
            Orçamento
            <span className="sr-only"> pelo WhatsApp (abre em nova aba)</span>
          </a>
        </div>
      </section>
    </div>
  );
}
