import {
  Award,
  BadgeCheck,
  CreditCard,
  Leaf,
  type LucideIcon,
  ShieldCheck,
  Wrench,
} from 'lucide-react';

interface Reason {
  title: string;
  text: string;
}

/**
 * The editable list is Markdown ("- **Título:** texto"). Each bullet becomes a card: the bold
 * lead is the card title, the rest its text; any other Markdown marks are dropped.
 */
export function parseReasons(markdown: string): Reason[] {
  return markdown
    .split('\n')
    .map((line) => /^\s*[-*+]\s+(.+)$/.exec(line)?.[1]?.trim())
    .filter((item): item is string => Boolean(item))
    .map((item) => {
      const lead = /^\*\*(.+?)\*\*\s*(.*)$/.exec(item);
      const clean = (text: string) => text.replace(/\*\*|__|`/g, '').trim();
      if (!lead) return { title: '', text: clean(item) };
      return {
        title: clean(lead[1] ?? '').replace(/:$/, ''),
        text: clean(lead[2] ?? '').replace(/^:\s*/, ''),
      };
    });
}

const ICONS: LucideIcon[] = [BadgeCheck, Award, ShieldCheck, Leaf, CreditCard, Wrench];

export function WhyUs({ title, items }: { title: string; items: string }) {
  const reasons = parseReasons(items);
  if (reasons.length === 0) return null;
  return (
    <section className="section section--alt" aria-labelledby="home-diferenciais">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Diferenciais</p>
          <h2 id="home-diferenciais">{title}</h2>
        </div>
        <ul className="grid why-us list-reset">
          {reasons.map((reason, index) => {
            const Icon = ICONS[index % ICONS.length] ?? BadgeCheck;
            return (
              <li key={`${reason.title}|${reason.text}`} className="why-us__item">
                <span className="why-us__icon" aria-hidden="true">
                  <Icon size={24} />
                </span>
                <div>
                  {reason.title ? <h3 className="why-us__title">{reason.title}</h3> : null}
                  <p className="why-us__text">{reason.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
