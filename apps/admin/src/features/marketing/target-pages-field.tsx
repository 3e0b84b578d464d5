import { SITE_PAGES } from '@oficina/core';
import { useEffect, useId, useRef } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { decodeTargetPages, encodeTargetPages } from './target-pages';
import './marketing.css';

/**
 * Where a popup or banner shows: "Todas as páginas" (stored as 'all') or a choice of the site's
 * pages (stored as the comma list "/, /servicos"). Paths stored earlier that are not site
 * pages (a blog post, say) stay listed and selected until unticked.
 */
export function TargetPagesField({
  value,
  onChange,
  onBlur,
  error,
  legend = 'Páginas onde aparece',
  hint,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  legend?: string;
  hint?: string;
}) {
  const id = useId();
  const selection = decodeTargetPages(value);
  // Unticking "Todas" brings back the pages that were ticked before it.
  const remembered = useRef<string[]>(selection.pages);
  useEffect(() => {
    if (!selection.all) remembered.current = selection.pages;
  }, [selection.all, selection.pages]);

  const known = new Set(SITE_PAGES.map((page) => page.path));
  const options = [
    ...SITE_PAGES,
    ...selection.pages
      .filter((path) => !known.has(path))
      .map((path) => ({ path, label: 'Outra página' })),
  ];
  const empty = !selection.all && selection.pages.length === 0;
  const message = error
    ? empty
      ? 'Escolha ao menos uma página, ou “Todas as páginas”.'
      : error
    : undefined;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  const toggle = (path: string, checked: boolean) => {
    const pages = checked
      ? [...selection.pages, path]
      : selection.pages.filter((page) => page !== path);
    onChange(encodeTargetPages({ all: false, pages }));
  };

  return (
    <fieldset
      className="admin-fieldset"
      aria-describedby={describedBy || undefined}
      data-invalid={message ? true : undefined}
      onBlur={onBlur}
    >
      <legend>{legend}</legend>
      <label className="mkt-admin-check mkt-admin-check--all">
        <input
          type="checkbox"
          checked={selection.all}
          onChange={(event) =>
            onChange(encodeTargetPages({ all: event.target.checked, pages: remembered.current }))
          }
        />
        Todas as páginas
      </label>
      <div className="mkt-admin-checks">
        {options.map((page) => (
          <label
            key={page.path}
            className="mkt-admin-check"
            data-disabled={selection.all || undefined}
          >
            <input
              type="checkbox"
              checked={selection.all || selection.pages.includes(page.path)}
              disabled={selection.all}
              onChange={(event) => toggle(page.path, event.target.checked)}
            />
            <span className="mkt-admin-check__text">
              {page.label}
              <span className="mkt-admin-check__path">{page.path}</span>
            </span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="admin-field__error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** TargetPagesField bound to a form's `target_pages` (the popup and banner editors). */
export function TargetPagesControl<T extends FieldValues & { target_pages?: string }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Controller
      control={control}
      name={'target_pages' as Path<T>}
      render={({ field, fieldState }) => (
        <TargetPagesField
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
