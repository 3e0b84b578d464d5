import { Link } from '@tanstack/react-router';
import { Cookie } from 'lucide-react';
import { memo, type RefObject, useId, useRef } from 'react';
import { usePageNonce } from '../../lib/page-nonce';
import { BOTTOM_BAR_SCRIPT, useBottomBarSpace } from '../attention';
import { useConsent, useConsentState } from './consent-store';
import './cookie-banner.css';

/**
 * Shown until a choice is stored. Rejecting is one click, exactly like accepting.
 *
 * Written into the server HTML, so a first visit paints it with the page instead of adding it
 * once scripts have run (it used to become the page's largest paint, late). CSS keeps it
 * hidden unless CONSENT_SCRIPT, run in the head before the first paint, found no stored
 * choice: a returning visitor never sees it flash, and without JavaScript, when it could not
 * be dismissed, it stays hidden. Once the stored choice is read it is removed, or marked open.
 */
export function CookieBanner() {
  const state = useConsentState();
  if (state === 'accepted' || state === 'rejected') return null;
  return <CookieBar pending={state === 'pending'} />;
}

/** Lifts the floating buttons above the bar, once it is known to be shown. */
function BottomBarSpace({ target }: { target: RefObject<HTMLElement | null> }) {
  useBottomBarSpace(target);
  return null;
}

/** A compact bottom bar (at most a quarter of a phone's screen); the floats rise above it. */
function CookieBar({ pending }: { pending: boolean }) {
  const { accept, reject } = useConsent();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const nonce = usePageNonce();
  return (
    <section
      ref={ref}
      className="cookie-banner"
      data-open={pending ? '' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <CookieBarText id={id} />
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="cookie-banner__button"
          data-consent-choice="rejected"
          onClick={reject}
        >
          Recusar
        </button>
        <button
          type="button"
          className="cookie-banner__button cookie-banner__button--primary"
          data-consent-choice="accepted"
          onClick={accept}
        >
          Aceitar Cookies
        </button>
      </div>
      {pending ? <BottomBarSpace target={ref} /> : null}
      {/* Last in the bar: measures it as soon as it is parsed, before the buttons are painted. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user content */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOTTOM_BAR_SCRIPT }} />
    </section>
  );
}

/**
 * The bar's icon and text never change: kept out of the bar's re-render when the stored choice
 * is read after hydration (the bar's `data-open` changes then), which rebuilt its link and icon.
 */
const CookieBarText = memo(function CookieBarText({ id }: { id: string }) {
  return (
    <>
      <Cookie className="cookie-banner__icon" aria-hidden="true" size={28} />
      <div className="cookie-banner__body">
        <h2 id={`${id}-title`} className="cookie-banner__title">
          Cookies e Privacidade
        </h2>
        <p id={`${id}-text`} className="cookie-banner__text">
          Usamos cookies e armazenamento local para lembrar suas preferências e entender como o site
          é usado. Você pode aceitar ou recusar.{' '}
          <Link to="/politica-privacidade" className="cookie-banner__link">
            Saiba mais
          </Link>
        </p>
      </div>
    </>
  );
});
