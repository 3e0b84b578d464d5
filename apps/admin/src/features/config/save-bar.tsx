import { RotateCcw, Save } from 'lucide-react';
import './config.css';

/**
 * The save button of a page edited in place. It stays at the bottom of the screen while the
 * form is long, says whether there is something to save and offers to undo the edits.
 */
export function SaveBar({
  formId,
  dirty,
  saving,
  onDiscard,
  label = 'Salvar alterações',
}: {
  formId: string;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  label?: string;
}) {
  return (
    <div className="config-savebar" data-dirty={dirty || undefined}>
      <p className="config-savebar__status" role="status">
        {saving ? 'Salvando…' : dirty ? 'Há alterações não salvas' : 'Tudo salvo'}
      </p>
      <div className="config-savebar__actions">
        <button
          type="button"
          className="admin-btn admin-btn--ghost"
          onClick={onDiscard}
          disabled={!dirty || saving}
        >
          <RotateCcw aria-hidden="true" size={18} />
          Desfazer
        </button>
        <button
          type="submit"
          form={formId}
          className="admin-btn admin-btn--primary"
          disabled={saving}
        >
          <Save aria-hidden="true" size={18} />
          {saving ? 'Salvando…' : label}
        </button>
      </div>
    </div>
  );
}
