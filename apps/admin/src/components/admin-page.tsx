import { type ReactNode, useEffect } from 'react';

/** A panel page: its heading (also the document title), a short description and actions. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Painel administrativo`;
  }, [title]);
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <header className="admin-page__header">
        <div>
          <h1 id="admin-page-title">{title}</h1>
          {description ? <p className="admin-page__description">{description}</p> : null}
        </div>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
