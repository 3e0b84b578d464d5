import { Braces, Crosshair } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import { TextAreaField } from '../../components/fields';
import { checkJson, formatJson } from './json-check';
import './marketing.css';

type TextAreaProps = ComponentPropsWithRef<'textarea'>;

/**
 * A monospace JSON editor checked as you type: the first mistake with its line and column in
 * Portuguese, a button to put the cursor on it, and "Formatar JSON" to re-indent valid JSON.
 * Spread react-hook-form's register() into `textarea`; `value` is the watched text.
 */
export function JsonField({
  label,
  value,
  textarea,
  onFormat,
  error,
  hint,
  help,
  extraTools,
}: {
  label: string;
  value: string;
  textarea: TextAreaProps;
  /** Receives the re-indented text. */
  onFormat: (formatted: string) => void;
  /** A server or schema message, shown when the text itself parses. */
  error?: string;
  hint?: ReactNode;
  /** Longer help (lists, examples) shown under the buttons. */
  help?: ReactNode;
  extraTools?: ReactNode;
}) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const check = checkJson(value);
  const { ref, ...rest } = textarea;

  const goToError = () => {
    if (check.ok || !element.current) return;
    element.current.focus();
    element.current.setSelectionRange(check.offset, Math.min(check.offset + 1, value.length));
  };

  return (
    <div className="mkt-admin-json">
      <TextAreaField
        label={label}
        required
        rows={10}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        className="mkt-admin-json__field"
        hint={hint}
        error={check.ok ? error : check.message}
        ref={(node) => {
          element.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        {...rest}
      />
      <div className="mkt-admin-json__tools">
        {check.ok ? (
          <p className="mkt-admin-json__ok">✓ JSON válido</p>
        ) : (
          <button type="button" className="admin-btn admin-btn--small" onClick={goToError}>
            <Crosshair aria-hidden="true" size={16} />
            Ir para o erro (linha {check.line}, coluna {check.column})
          </button>
        )}
        <button
          type="button"
          className="admin-btn admin-btn--small"
          disabled={!check.ok}
          onClick={() => {
            const formatted = formatJson(value);
            if (formatted !== null) onFormat(formatted);
          }}
        >
          <Braces aria-hidden="true" size={16} />
          Formatar JSON
        </button>
        {extraTools}
      </div>
      {help}
    </div>
  );
}
