import { Accessibility, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap } from './focus-trap';
import { FONT_SIZE_LABELS, FONT_SIZES } from './preferences';
import {
  applyPreferences,
  resetPreferences,
  updateStoredPreferences,
  useA11yPreferences,
} from './preferences-store';
import './a11y-panel.css';

const SHORTCUTS: ReadonlyArray<[keys: string, action: string]> = [
  ['Ctrl + K', 'Abrir a busca (⌘ + K no Mac)'],
  ['Esc', 'Fechar a busca, janelas e menus'],
  ['Tab / Shift + Tab', 'Navegar entre links e botões'],
  ['Enter', 'Abrir o link ou acionar o botão em foco'],
  ['↑ / ↓', 'Escolher um resultado da busca'],
];

/** Font size, high contrast, reduced animations and keyboard help, with its own floating button. */
export function A11yPanel() {
  const prefs = useA11yPreferences();
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const { loaded, fontSize, highContrast, reducedMotion } = prefs;
  // Only once the stored values are known: before that, the head script's attributes stand.
  useEffect(() => {
    if (loaded) applyPreferences({ fontSize, highContrast, reducedMotion });
  }, [loaded, fontSize, highContrast, reducedMotion]);

  useFocusTrap(panelRef, open, {
    onEscape: () => setOpen(false),
    fallbackFocus: () => toggleRef.current,
  });

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
        <>
          <div className="a11y__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
          <div
            ref={panelRef}
            id={`${id}-panel`}
            className="a11y__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby={`${id}-title`}
          >
            <div className="a11y__head">
              <h2 id={`${id}-title`} className="a11y__title">
                Acessibilidade
              </h2>
              <button
                type="button"
                className="a11y__close"
                onClick={() => setOpen(false)}
                aria-label="Fechar opções de acessibilidade"
              >
                <X aria-hidden="true" size={20} />
              </button>
            </div>

            <fieldset className="a11y__group">
              <legend className="a11y__label">Tamanho da fonte</legend>
              <div className="a11y__segmented">
                {FONT_SIZES.map((size) => (
                  <label key={size} className="a11y__option">
                    <input
                      type="radio"
                      name={`${id}-font`}
                      value={size}
                      checked={prefs.fontSize === size}
                      onChange={() => updateStoredPreferences({ fontSize: size })}
                    />
                    <span>{FONT_SIZE_LABELS[size]}</span>
                  </label>
                ))}
              </div>
            </fieldset>

            <label className="a11y__switch">
              <span className="a11y__label">Alto contraste</span>
              <input
                type="checkbox"
                role="switch"
                aria-checked={prefs.highContrast}
                checked={prefs.highContrast}
                onChange={(event) =>
                  updateStoredPreferences({ highContrast: event.target.checked })
                }
              />
            </label>

            <label className="a11y__switch">
              <span className="a11y__label">Reduzir animações</span>
              <input
                type="checkbox"
                role="switch"
                aria-checked={prefs.reducedMotion}
                checked={prefs.reducedMotion}
                onChange={(event) =>
                  updateStoredPreferences({ reducedMotion: event.target.checked })
                }
              />
            </label>

            <section className="a11y__group" aria-labelledby={`${id}-keys`}>
              <h3 id={`${id}-keys`} className="a11y__label">
                Atalhos de teclado
              </h3>
              <dl className="a11y__shortcuts">
                {SHORTCUTS.map(([keys, action]) => (
                  <div key={keys} className="a11y__shortcut">
                    <dt>
                      <kbd>{keys}</kbd>
                    </dt>
                    <dd>{action}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <button type="button" className="a11y__reset" onClick={resetPreferences}>
              Restaurar padrões
            </button>
          </div>
        </>
      )}
    </div>
  );
}
