import { useState } from 'react';
import { auditChanges, displayValue, fieldValue, truncate } from './audit-diff';
import { formatDateTime } from './format';
import { fieldLabel } from './labels';

/** Before/after of one audit entry: only what changed, long values cut with 'ver mais'. */
export function AuditDiffTable({
  entity,
  action,
  before,
  after,
}: {
  entity: string;
  action: string;
  before: unknown;
  after: unknown;
}) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) {
    return <p className="admin-muted">Nenhum campo mudou nesta alteração.</p>;
  }
  const created = before === null;
  const deleted = after === null;
  return (
    <table className="ops-diff">
      <caption className="admin-sr-only">
        {created
          ? 'Dados criados'
          : deleted
            ? 'Dados excluídos'
            : `Campos alterados (${action}): antes e depois`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Campo</th>
          {created ? null : <th scope="col">{deleted ? 'Valor excluído' : 'Antes'}</th>}
          {deleted ? null : <th scope="col">{created ? 'Valor' : 'Depois'}</th>}
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{fieldLabel(change.field, entity)}</th>
            {created ? null : (
              <td data-label={deleted ? 'Valor excluído' : 'Antes'} className="ops-diff__before">
                <DiffValue value={fieldValue(change.field, change.before, entity)} />
              </td>
            )}
            {deleted ? null : (
              <td data-label={created ? 'Valor' : 'Depois'} className="ops-diff__after">
                <DiffValue value={fieldValue(change.field, change.after, entity)} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DiffValue({ value }: { value: unknown }) {
  const [open, setOpen] = useState(false);
  const text = displayValue(value, formatDateTime);
  const short = truncate(text);
  const structured = typeof value === 'object' && value !== null;
  const shown = open ? text : short.text;
  return (
    <>
      {structured ? (
        <pre className="ops-diff__value admin-mono">{shown}</pre>
      ) : (
        <span className="ops-diff__value" data-empty={text === '—' || undefined}>
          {shown}
        </span>
      )}
      {short.cut ? (
        <button
          type="button"
          className="ops-link-btn"
          aria-expanded={open}
          onClick={() => setOpen((state) => !state)}
        >
          {open ? 'ver menos' : 'ver mais'}
        </button>
      ) : null}
    </>
  );
}
