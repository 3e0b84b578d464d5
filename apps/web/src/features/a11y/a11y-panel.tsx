import { Accessibility } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { onFirstInteraction } from '../shared/first-interaction';
import { applyPreferences, useA11yPreferences } from './preferences-store';
import './a11y-panel.css';

const loadDialog = () =>
  import('./a11y-dialog').then(({ A11yDialog }) => ({ default: A11yDialog }));
const A11yDialog = lazy(loadDialog);

/**
 * The floating accessibility button, server-rendered, and its panel. The stored preferences are
 * applied at hydration; the panel's contents are a chunk fetched on the visitor's first
 * interaction (at the latest with the first opening), as the search dialog's.
 */
export function A11yPanel() {
  const { loaded, fontSize, highContrast, reducedMotion } = useA11yPreferences();
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Only once the stored values are known: before that, the head script's attributes stand.
  useEffect(() => {
    if (loaded) applyPreferences({ fontSize, highContrast, reducedMotion });
  }, [loaded, fontSize, highContrast, reducedMotion]);

  useEffect(() => onFirstInteraction(() => void loadDialog()), []);

  return (
    <div className="a11y">
      <button
        ref={toggleRef}
        type="button"
        className="a11y__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen((value) => !value)}
        title="Acessibilidade"
      >
        <Accessibility aria-hidden="true" size={24} />
        <span className="sr-only">Opções de acessibilidade</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <A11yDialog id={id} onClose={() => setOpen(false)} toggleRef={toggleRef} />
        </Suspense>
      )}
    </div>
  );
}
