import { formatDateTime } from '@oficina/core';
import { History, X } from 'lucide-react';
import type { StoredDraft } from '../lib/local-draft';
import './draft-notice.css';

/**
 * "Há um rascunho não salvo de …": offered above a form whose browser draft differs from what is
 * saved. Non-blocking: the form below stays usable and the notice waits for a choice.
 */
export function DraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft<unknown> | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!draft) return null;
  return (
    <section className="admin-notice draft-notice" aria-label="Rascunho não salvo">
      <p className="draft-notice__text" role="status">
        Há um rascunho não salvo de {formatDateTime(draft.savedAt)}.
      </p>
      <div className="draft-notice__actions">
        <button type="button" className="admin-btn admin-btn--primary" onClick={onRestore}>
          <History aria-hidden="true" size={18} />
          Restaurar rascunho
        </button>
        <button type="button" className="admin-btn" onClick={onDiscard}>
          <X aria-hidden="true" size={18} />
          Descartar
        </button>
      </div>
    </section>
  );
}
