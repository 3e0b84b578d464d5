import { Search } from 'lucide-react';
import { useId } from 'react';
import type { StatusFilter } from './list-tools';
import type { ListView } from './use-list-view';

/** The search box and the Ativos/Ocultos filter above a list, with a live count of matches. */
export function ListToolbar<T>({ view, total }: { view: ListView<T>; total: number }) {
  const id = useId();
  if (!view.search && !view.active) return null;
  const labels = view.statusLabels ?? { active: 'Visíveis no site', hidden: 'Ocultos' };
  return (
    <search className="kit-toolbar">
      {view.search ? (
        <div className="admin-field kit-toolbar__search">
          <label htmlFor={`${id}-search`}>{view.searchLabel ?? 'Buscar'}</label>
          <div className="kit-toolbar__input">
            <Search aria-hidden="true" size={18} />
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              value={view.narrowing.search}
              onChange={(event) => view.setSearch(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      {view.active ? (
        <div className="admin-field kit-toolbar__filter">
          <label htmlFor={`${id}-status`}>Mostrar</label>
          <select
            id={`${id}-status`}
            value={view.narrowing.status}
            onChange={(event) => view.setStatus(event.target.value as StatusFilter)}
          >
            <option value="all">Todos</option>
            <option value="active">{labels.active}</option>
            <option value="hidden">{labels.hidden}</option>
          </select>
        </div>
      ) : null}
      <p className="kit-toolbar__count admin-muted" aria-live="polite">
        {view.narrowed ? `${view.matching.length} de ${total}` : `${total} no total`}
      </p>
    </search>
  );
}
