import { Download, X } from 'lucide-react';
import { useId } from 'react';
import { useAttentionTurn } from '../attention';
import { writeStorage } from '../shared/storage';
import { type BeforeInstallPromptEvent, INSTALL_DISMISSED_KEY } from './install-logic';
import { clearInstallOffer } from './install-prompt';
import './install-card.css';

/**
 * Offers to install the site as an app when the browser allows it, unless dismissed before. It
 * waits its turn like a popup (features/attention): after the cookie choice, never together
 * with a popup, and not in a first visit's quiet seconds. Mounted (lazy-install-card.tsx) only
 * while the browser's offer, caught early by install-prompt.ts, is pending.
 */
export function InstallCard({ prompt }: { prompt: BeforeInstallPromptEvent }) {
  const id = useId();
  const { shown } = useAttentionTurn({ layer: 'install-card', turnKey: 'install' });

  if (!shown) return null;

  const dismiss = () => {
    writeStorage(INSTALL_DISMISSED_KEY, new Date().toISOString());
    clearInstallOffer();
  };
  const install = async () => {
    clearInstallOffer();
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
