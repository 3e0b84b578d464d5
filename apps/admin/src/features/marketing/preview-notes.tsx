/** Said above a preview whose block is switched off: the site does not show it. */
export function InactiveNote({ active }: { active: boolean | undefined }) {
  if (active !== false) return null;
  return (
    <p className="admin-notice mkt-admin-preview-note">
      Desligado: não aparece no site. A pré-visualização mostra como ficaria.
    </p>
  );
}
