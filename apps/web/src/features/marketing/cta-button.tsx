import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCtaLink } from './use-marketing';

/** A marketing call to action: a router Link for site paths, a new tab otherwise. */
export function CtaButton({
  action,
  className,
  children,
}: {
  action: string;
  className: string;
  children: ReactNode;
}) {
  const link = useCtaLink(action);
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
