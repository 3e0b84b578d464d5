import { Save } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The bar under a long content form: whether everything is saved (read out when it changes),
 * any extra button, and the save button, which says so while saving.
 */
export function ContentSaveBar({
  dirty,
  cleanStatus = 'Tudo salvo',
  saving,
  saveLabel = 'Salvar',
  children,
}: {
  dirty: boolean;
  cleanStatus?: string;
  saving: boolean;
  saveLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="content-savebar">
      <p className="content-savebar__status" data-dirty={dirty || undefined} aria-live="polite">
        {dirty ? 'Alterações não salvas' : cleanStatus}
      </p>
      {children}
      <button type="submit" className="admin-btn admin-btn--primary" disabled={saving}>
        <Save aria-hidden="true" size={18} />
        {saving ? 'Salvando…' : saveLabel}
      </button>
    </div>
  );
}
