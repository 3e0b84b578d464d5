import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { formatNumber } from './format';

/**
 * Page buttons under a server-paginated list: first, previous, "Página 2 de 50", next, last,
 * what is shown ("21–40 de 1.234") and, optionally, how many per page.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  pageSizes,
  onPageSize,
  label,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  /** What the buttons page through, for screen readers ("Páginas de mensagens"). */
  label: string;
  busy?: boolean;
}) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const atStart = page <= 1;
  const atEnd = page >= pages;
  return (
    <nav className="ops-pagination" aria-label={label}>
      <p className="ops-pagination__range admin-muted" aria-live="polite">
        {total === 0
          ? 'Nenhum resultado'
          : `${formatNumber(first)}–${formatNumber(last)} de ${formatNumber(total)}`}
      </p>
      <div className="ops-pagination__pages">
        <button
          type="button"
          className="admin-icon-btn"
          disabled={atStart || busy}
          onClick={() => onPage(1)}
          title="Primeira página"
        >
          <ChevronsLeft aria-hidden="true" size={20} />
          <span className="admin-sr-only">Primeira página</span>
        </button>
        <button
          type="button"
          className="admin-icon-btn"
          disabled={atStart || busy}
          onClick={() => onPage(page - 1)}
          title="Página anterior"
        >
          <ChevronLeft aria-hidden="true" size={20} />
          <span className="admin-sr-only">Página anterior</span>
        </button>
        <span className="ops-pagination__current">
          Página {formatNumber(Math.min(page, pages))} de {formatNumber(pages)}
        </span>
        <button
          type="button"
          className="admin-icon-btn"
          disabled={atEnd || busy}
          onClick={() => onPage(page + 1)}
          title="Próxima página"
        >
          <ChevronRight aria-hidden="true" size={20} />
          <span className="admin-sr-only">Próxima página</span>
        </button>
        <button
          type="button"
          className="admin-icon-btn"
          disabled={atEnd || busy}
          onClick={() => onPage(pages)}
          title="Última página"
        >
          <ChevronsRight aria-hidden="true" size={20} />
          <span className="admin-sr-only">Última página</span>
        </button>
      </div>
      {pageSizes && onPageSize ? (
        <div className="ops-pagination__size">
          <label htmlFor={sizeId}>Por página</label>
          <select
            id={sizeId}
            className="ops-select"
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </nav>
  );
}
