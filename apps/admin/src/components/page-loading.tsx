/** Shown while a page's code or first data loads. */
export function PageLoading({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div className="admin-loading" role="status" aria-live="polite">
      <span className="admin-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
