import type { ReactNode } from 'react';
import { KeepTogether } from './keep-together';
import './page-header.css';

/**
 * The title block of an inner page and its single <h1>. Pages use it once, at the top of <main>;
 * `children` holds optional extras under the subtitle (a date, a CTA).
 */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string | null;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="page-header__inner">
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? (
          <p className="page-header__subtitle">
            <KeepTogether>{subtitle}</KeepTogether>
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
