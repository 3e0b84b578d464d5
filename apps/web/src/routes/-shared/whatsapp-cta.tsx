import { MessageCircle } from 'lucide-react';
import {
  contextButtonText,
  useWhatsAppContextData,
  useWhatsAppLink,
} from '../../features/whatsapp';
import './pages.css';

/** Link and button label of a WhatsApp message context, with the built-in fallbacks. */
export function useWhatsAppCta(
  context: string | undefined,
  fallbackLabel: string,
  vars?: Record<string, string>,
) {
  const href = useWhatsAppLink(context, vars);
  const data = useWhatsAppContextData(context);
  const label = context ? contextButtonText(context, data, fallbackLabel) : fallbackLabel;
  return { href, label };
}

/**
 * A closing call to WhatsApp. The message comes from the named context (editable in the admin
 * panel); the page's loader prefetches that context (loadWhatsAppContext) so the HTML already
 * carries the final link and hydration makes no request for it.
 */
export function WhatsAppCta({
  context,
  vars,
  title,
  text,
  fallbackLabel = 'Chamar no WhatsApp',
}: {
  context?: string;
  vars?: Record<string, string>;
  title: string;
  text: string;
  fallbackLabel?: string;
}) {
  const { href, label } = useWhatsAppCta(context, fallbackLabel, vars);
  return (
    <section className="page-cta" aria-labelledby="page-cta-titulo">
      <h2 id="page-cta-titulo" className="page-cta__title">
        {title}
      </h2>
      <p className="page-cta__text">{text}</p>
      <WhatsAppButton href={href} label={label} />
    </section>
  );
}

export function WhatsAppButton({ href, label }: { href: string; label: string }) {
  return (
    <a className="btn btn--whatsapp" href={href} target="_blank" rel="noopener noreferrer">
      <MessageCircle aria-hidden="true" size={20} />
      {label}
      <span className="sr-only"> (abre o WhatsApp em nova aba)</span>
    </a>
  );
}
