import { Markdown } from '@site/components/markdown';
import {
  Bold,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  TextQuote,
} from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { insertLink, prefixLines, type TextEdit, wrapSelection } from './markdown-format';
import { useMediaQuery } from './use-media-query';

interface Tool {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  apply: (edit: TextEdit) => TextEdit;
}

const TOOLS: Tool[] = [
  { label: 'Subtítulo', icon: Heading2, apply: (e) => prefixLines(e, '## ') },
  { label: 'Negrito', icon: Bold, shortcut: 'b', apply: (e) => wrapSelection(e, '**', 'negrito') },
  { label: 'Itálico', icon: Italic, shortcut: 'i', apply: (e) => wrapSelection(e, '_', 'itálico') },
  { label: 'Lista', icon: List, apply: (e) => prefixLines(e, '- ') },
  {
    label: 'Lista numerada',
    icon: ListOrdered,
    apply: (e) => prefixLines(e, (index) => `${index + 1}. `),
  },
  { label: 'Citação', icon: TextQuote, apply: (e) => prefixLines(e, '> ') },
  { label: 'Link', icon: Link2, shortcut: 'k', apply: (e) => insertLink(e, 'texto do link') },
];

/**
 * A Markdown text with formatting buttons and a live preview drawn by the public site's own
 * renderer (raw HTML off), so what the owner sees is what visitors get. Side by side on wide
 * screens, "Escrever" / "Visualizar" tabs on narrow ones.
 */
export function MarkdownEditor({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  rows = 16,
  inputRef,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const wide = useMediaQuery('(min-width: 70rem)');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [activeTool, setActiveTool] = useState(0);
  const tabs = !wide;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  const run = (tool: Tool) => {
    const element = textarea.current;
    if (!element) return;
    const next = tool.apply({
      value: element.value,
      start: element.selectionStart,
      end: element.selectionEnd,
    });
    onChange(next.value);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves)
      next = (activeTool + (moves[event.key] ?? 0) + TOOLS.length) % TOOLS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TOOLS.length - 1;
    if (next === null) return;
    event.preventDefault();
    setActiveTool(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  const onTextKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = TOOLS.find((candidate) => candidate.shortcut === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    run(tool);
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'write' ? 'preview' : 'write';
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const writeHidden = tabs && tab !== 'write';
  const previewHidden = tabs && tab !== 'preview';

  return (
    <div className="admin-field content-md" data-invalid={error ? true : undefined}>
      <div className="content-md__head">
        <label htmlFor={id}>
          {label}
          {required ? (
            <span className="admin-required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {tabs ? (
          <div
            className="content-md__tabs"
            role="tablist"
            aria-label={`${label}: escrever ou visualizar`}
            onKeyDown={onTabKey}
          >
            {(['write', 'preview'] as const).map((key) => (
              <button
                key={key}
                id={`${id}-tab-${key}`}
                type="button"
                role="tab"
                aria-selected={tab === key}
                aria-controls={`${id}-panel-${key}`}
                tabIndex={tab === key ? 0 : -1}
                onClick={() => setTab(key)}
              >
                {key === 'write' ? 'Escrever' : 'Visualizar'}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="content-md__panes" data-split={tabs ? undefined : true}>
        <div
          id={`${id}-panel-write`}
          className="content-md__write"
          {...(tabs ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-write` } : {})}
          hidden={writeHidden}
        >
          <div
            className="content-md__toolbar"
            role="toolbar"
            aria-label={`Formatação de ${label}`}
            aria-controls={id}
            onKeyDown={onToolbarKey}
          >
            {TOOLS.map((tool, index) => (
              <button
                key={tool.label}
                type="button"
                className="admin-icon-btn"
                tabIndex={index === activeTool ? 0 : -1}
                title={
                  tool.shortcut ? `${tool.label} (Ctrl+${tool.shortcut.toUpperCase()})` : tool.label
                }
                aria-label={tool.label}
                onFocus={() => setActiveTool(index)}
                onClick={() => run(tool)}
              >
                <tool.icon aria-hidden="true" size={18} />
              </button>
            ))}
          </div>
          <textarea
            ref={(element) => {
              textarea.current = element;
              if (typeof inputRef === 'function') inputRef(element);
              else if (inputRef) inputRef.current = element;
            }}
            id={id}
            name={name}
            rows={rows}
            className="admin-mono"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onKeyDown={onTextKey}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            aria-required={required ? true : undefined}
            spellCheck
          />
        </div>
        <div
          id={`${id}-panel-preview`}
          className="admin-preview content-md__preview"
          // A long preview scrolls: Tab reaches it so the keyboard can scroll it too.
          {...(tabs
            ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-preview`, tabIndex: 0 }
            : { role: 'region', 'aria-labelledby': `${id}-preview-label`, tabIndex: 0 })}
          hidden={previewHidden}
        >
          <p id={`${id}-preview-label`} className="admin-preview__label">
            Pré-visualização{tabs ? '' : ` de ${label.toLowerCase()}`}
          </p>
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <p className="admin-muted">
              Nada para mostrar ainda: escreva o texto para ver como fica.
            </p>
          )}
        </div>
      </div>
      <p id={hintId} className="admin-field__hint">
        {hint ? `${hint} ` : ''}
        Use os botões acima ou Markdown: ## subtítulo, **negrito**, _itálico_, - item de lista,
        [texto](endereço) para links. Deixe uma linha em branco entre parágrafos.
      </p>
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
