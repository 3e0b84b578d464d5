import { X } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { useFocusTrap } from './focus-trap';
import { FONT_SIZE_LABELS, FONT_SIZES } from './preferences';
import { resetPreferences, updateStoredPreferences, useA11yPreferences } from './preferences-store';

const SHORTCUTS: ReadonlyArray<[keys: string, action: string]> = [
  ['Ctrl + K', 'Abrir a busca (⌘ + K no Mac)'],
  ['Esc', 'Fechar a busca, janelas e menus'],
  ['Tab / Shift + Tab', 'Navegar entre links e botões'],
  ['Enter', 'Abrir o link ou acionar o botão em foco'],
  ['↑ / ↓', 'Escolher um resultado da busca'],
];

export interface A11yDialogProps {
  /** The panel's id prefix (the toggle's `aria-controls` names `${id}-panel`). */
  id: string;
  onClose: () => void;
  /** The floating toggle, where focus returns on close. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The accessibility panel's contents (font size, high contrast, reduced animations, keyboard
 * help): a chunk of its own, fetched on the first interaction (a11y-panel.tsx).
 */
export function A11yDialog({ id, onClose, toggleRef }: A11yDialogProps) {
  const prefs = useA11yPreferences();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, {
    onEscape: onClose,
    fallbackFocus: () => toggleRef.current,
  });

  return (
    <>
      <div className="a11y__backdrop" aria-hidden="true" onClick={onClose} />
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
            onClick={onClose}
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
            onChange={(event) => updateStoredPreferences({ highContrast: event.target.checked })}
          />
        </label>

        <label className="a11y__switch">
          <span className="a11y__label">Reduzir animações</span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={prefs.reducedMotion}
            checked={prefs.reducedMotion}
            onChange={(event) => updateStoredPreferences({ reducedMotion: event.target.checked })}
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
  );
}
