import { Link } from '@tanstack/react-router';

const POLICY = 'Política de Privacidade';

/**
 * The consent sentence with "Política de Privacidade" as a link to the policy. The sentence is
 * editable; when an editor drops the words, the link is appended so it is never lost.
 */
export function ConsentLabel({ text }: { text: string }) {
  const at = text.indexOf(POLICY);
  const link = (
    <Link to="/politica-privacidade" className="form-check__link">
      {POLICY}
    </Link>
  );
  if (at < 0) {
    return (
      <>
        {text} ({link})
      </>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + POLICY.length)}
    </>
  );
}
