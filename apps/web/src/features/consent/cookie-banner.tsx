import { Link } from '@tanstack/react-router';
import { Cookie } from 'lucide-react';
import { useId, useRef } from 'react';
import { useBottomBarSpace } from '../attention';
import { useConsent, useConsentState } from './consent-store';
import './cookie-banner.css';

/**
 * Shown until a choice is stored. Rejecting is one click, exactly like accepting. Rendered only
 * once the stored choice is known, so returning visitors never see it flash.
 */
export function CookieBanner() {
  const state = useConsentState();
  if (state !== 'pending') return null;
  return <CookieBar />;
}

/** A compact bottom bar (at most a quarter of a phone's screen); the floats rise above it. */
function CookieBar() {
  const { accept, reject } = useConsent();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useBottomBarSpace(ref);

  return (
    <section
      ref={ref}
      className="cookie-banner"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
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
      <div className="cookie-banner__actions">
        <button type="button" className="cookie-banner__button" onClick={reject}>
          Recusar
        </button>
        <button
          type="button"
          className="cookie-banner__button cookie-banner__button--primary"
          onClick={accept}
        >
          Aceitar Cookies
        </button>
      </div>
    </section>
  );
}
