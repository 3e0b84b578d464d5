import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** A column header that sorts the list: a button inside the <th>, with aria-sort on the <th>. */
export function SortHeader({
  label,
  active,
  order,
  onSort,
  className,
}: {
  label: ReactNode;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  className?: string;
}) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="ops-sort" onClick={onSort} data-active={active || undefined}>
        {label}
        <Icon aria-hidden="true" size={14} />
      </button>
    </th>
  );
}
