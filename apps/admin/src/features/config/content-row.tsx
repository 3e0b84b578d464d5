import type { EditableContent } from '@oficina/core';
import { ExternalLink } from 'lucide-react';
import { RowActions } from '../../components/row-actions';
import { contentExcerpt, contentLabel, humanizeKey, publicPathFor } from './content-labels';

/** One text of the site: its name, where it is used, the start of it and its actions. */
export function ContentRow({
  item,
  deleting,
  onEdit,
  onDelete,
  confirmDelete,
}: {
  item: EditableContent;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  confirmDelete: () => Promise<boolean>;
}) {
  const label = contentLabel(item);
  const path = publicPathFor(item.key);
  const text = contentExcerpt(item.value);
  return (
    <li className="config-content-item">
      <div className="config-content-item__main">
        <h3 className="config-content-item__title">{label}</h3>
        <p className="config-content-item__meta">
          <span>{humanizeKey(item.key)}</span>
          {item.type === 'markdown' ? <span className="admin-badge">Formatado</span> : null}
          {path ? (
            <a href={path} target="_blank" rel="noreferrer">
              Ver no site
              <ExternalLink aria-hidden="true" size={14} />
              <span className="admin-sr-only"> (abre em nova aba)</span>
            </a>
          ) : null}
        </p>
        <p className="config-content-item__excerpt">
          {text || <em className="admin-muted">(vazio)</em>}
        </p>
      </div>
      <div className="config-content-item__actions">
        <RowActions
          name={label}
          confirm={confirmDelete}
          onEdit={onEdit}
          onDelete={onDelete}
          deleting={deleting}
        />
      </div>
    </li>
  );
}
