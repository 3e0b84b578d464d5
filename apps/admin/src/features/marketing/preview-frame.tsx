import { Eye } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import './marketing.css';

/** Links inside a preview never leave the panel (buttons, like close and pause, still work). */
function keepLinksInPlace(event: MouseEvent) {
  if ((event.target as HTMLElement).closest('a[href]')) event.preventDefault();
}

/**
 * "Pré-visualização": the public site's own component drawn with the form's values, in a
 * frame that looks like a page of the site. Links in it do not navigate.
 */
export function PreviewFrame({
  id,
  children,
  page = false,
  notes,
  label = 'Pré-visualização',
}: {
  /** Lets a PreviewJump button bring the preview into view on phones. */
  id?: string;
  children: ReactNode;
  /** A taller frame with a sketched page behind (for popups drawn over a page). */
  page?: boolean;
  notes?: ReactNode;
  label?: string;
}) {
  return (
    <section id={id} tabIndex={-1} className="admin-preview mkt-admin-preview" aria-label={label}>
      <p className="admin-preview__label" aria-hidden="true">
        {label}
      </p>
      {/* Only link clicks are intercepted; Enter on a link fires this same click event. */}
      <div
        className={`mkt-admin-frame ${page ? 'mkt-admin-frame--page' : ''}`}
        onClickCapture={keepLinksInPlace}
      >
        {page ? <FakePage /> : null}
        {children}
      </div>
      {notes}
    </section>
  );
}

/**
 * On phones the preview sits below a long form: this button (hidden where both columns fit)
 * scrolls to it without touching the URL.
 */
export function PreviewJump({ targetId }: { targetId: string }) {
  return (
    <button
      type="button"
      className="admin-btn admin-btn--small mkt-admin-jump"
      onClick={() => {
        const target = document.getElementById(targetId);
        target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        target?.focus({ preventScroll: true });
      }}
    >
      <Eye aria-hidden="true" size={16} />
      Ver pré-visualização
    </button>
  );
}

function FakePage() {
  return (
    <div className="mkt-admin-fake-page" aria-hidden="true">
      <div className="mkt-admin-fake-page__bar" />
      <div className="mkt-admin-fake-page__line" />
      <div className="mkt-admin-fake-page__line" />
      <div className="mkt-admin-fake-page__line" />
      <div className="mkt-admin-fake-page__block" />
      <div className="mkt-admin-fake-page__line" />
      <div className="mkt-admin-fake-page__line" />
      <div className="mkt-admin-fake-page__line" />
      <div className="mkt-admin-fake-page__block" />
    </div>
  );
}

/** Shown in place of a preview the user closed, with a way to bring it back. */
export function PreviewClosed({ onShow, children }: { onShow: () => void; children: ReactNode }) {
  return (
    <div className="mkt-admin-closed">
      <p>{children}</p>
      <button type="button" className="admin-btn admin-btn--small" onClick={onShow}>
        Mostrar de novo
      </button>
    </div>
  );
}
