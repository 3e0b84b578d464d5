import { Download, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useAttentionTurn } from '../attention';
import { readStorage, writeStorage } from '../shared/storage';
import {
  type BeforeInstallPromptEvent,
  INSTALL_DISMISSED_KEY,
  shouldOfferInstall,
} from './install-logic';
import './install-card.css';

/**
 * Offers to install the site as an app when the browser allows it, unless dismissed before. It
 * waits its turn like a popup (features/attention): after the cookie choice, never together
 * with a popup, and not in a first visit's quiet seconds.
 */
export function InstallCard() {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const id = useId();
  const { shown } = useAttentionTurn({
    layer: prompt ? 'install-card' : null,
    turnKey: prompt ? 'install' : null,
  });

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Keep the browser's own mini-bar away: the card is the single, dismissible offer.
      event.preventDefault();
      if (shouldOfferInstall(readStorage(INSTALL_DISMISSED_KEY), true)) {
        setPrompt(event as BeforeInstallPromptEvent);
      }
    };
    const onInstalled = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!prompt || !shown) return null;

  const dismiss = () => {
    writeStorage(INSTALL_DISMISSED_KEY, new Date().toISOString());
    setPrompt(null);
  };
  const install = async () => {
    setPrompt(null);
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'dismissed') writeStorage(INSTALL_DISMISSED_KEY, new Date().toISOString());
  };

  return (
    <section className="install-card" aria-labelledby={`${id}-title`}>
      <Download className="install-card__icon" aria-hidden="true" size={24} />
      <div className="install-card__body">
        <h2 id={`${id}-title`} className="install-card__title">
          Instalar App
        </h2>
        <p className="install-card__text">
          Tenha a oficina na tela inicial e fale com a gente em um toque.
        </p>
        <div className="install-card__actions">
          <button
            type="button"
            className="install-card__button install-card__button--primary"
            onClick={install}
          >
            Instalar
          </button>
          <button type="button" className="install-card__button" onClick={dismiss}>
            Agora não
          </button>
        </div>
      </div>
      <button type="button" className="install-card__close" onClick={dismiss} aria-label="Fechar">
        <X aria-hidden="true" size={18} />
      </button>
    </section>
  );
}
