import './page-skeleton.css';

/** Placeholder while a lazily loaded page (code and data) arrives; announced as busy. */
export function PageSkeleton() {
  return (
    <div className="container page-skeleton" aria-busy="true" aria-live="polite">
      <span className="sr-only">Carregando a página…</span>
      <div aria-hidden="true">
        <span className="skeleton page-skeleton__title" />
        <span className="skeleton page-skeleton__line" />
        <span className="skeleton page-skeleton__line page-skeleton__line--short" />
        <div className="grid page-skeleton__grid">
          <span className="skeleton page-skeleton__card" />
          <span className="skeleton page-skeleton__card" />
          <span className="skeleton page-skeleton__card" />
        </div>
      </div>
    </div>
  );
}
