import { createFileRoute } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { PageHeader } from '../components/page-header';
import { type BannerPosition, BannerSlot, ensureBanners } from '../features/banners';
import { runningOfferDay } from '../features/marketing/marketing-logic';
import { PopupView } from '../features/popups';
import { pageHead } from '../lib/seo';
import { trpc } from '../lib/trpc';
import { siteSettingsOf } from './-shared/content';
import {
  DEMO_POPUPS,
  type PopupPresentation,
  type PopupStyle,
  PRESENTATIONS,
  STYLES,
  withCurrentOffer,
} from './-shared/demo-popups';
import './-shared/pages.css';

const PAGE = '/demo-popups-banners';
const POSITIONS: ReadonlyArray<{ value: BannerPosition; label: string; hint: string }> = [
  { value: 'header', label: 'Cabeçalho (header)', hint: 'Faixa mais alta, acima do menu.' },
  { value: 'top', label: 'Topo (top)', hint: 'Logo abaixo do menu principal.' },
  { value: 'hero', label: 'Destaque (hero)', hint: 'A área principal da página.' },
  { value: 'middle', label: 'Meio (middle)', hint: 'Entre as seções do conteúdo.' },
  { value: 'bottom', label: 'Final (bottom)', hint: 'Fecha o conteúdo da página.' },
  { value: 'footer', label: 'Rodapé (footer)', hint: 'Acima do rodapé do site.' },
];

export const Route = createFileRoute('/demo-popups-banners')({
  // The demo draws every position in its own list, with a label each.
  staticData: { ownBannerPositions: POSITIONS.map((position) => position.value) },
  loader: async ({ context: { api } }) => {
    await Promise.all([
      // The promotion sample shows the current offer.
      api.marketing.all.ensureData(),
      ensureBanners(api, PAGE),
    ]);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Demonstração de popups e banners',
      description:
        'Veja todos os formatos de popup (modal, banner no topo e cartão no canto) em cada estilo e os banners de cada posição do site.',
      path: PAGE,
      settings: siteSettingsOf(match),
      noindex: true,
    }),
  component: DemoPage,
});

interface Shown {
  style: PopupStyle;
  presentation: PopupPresentation;
}

function DemoPage() {
  const [shown, setShown] = useState<Shown | null>(null);
  const [{ offer_banner: offer }] = trpc.marketing.all.useSuspenseQuery();
  const samples = withCurrentOffer(DEMO_POPUPS, runningOfferDay(offer, new Date()) ? offer : null);
  // The button that opened the popup gets focus back when it closes (keyboard users stay put).
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setShown(null);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <div className="container demo">
      <PageHeader
        title="Demonstração de popups e banners"
        subtitle="Experimente cada formato de popup em todos os estilos e veja os banners cadastrados para esta página em cada posição."
      />

      <section className="demo__section" aria-labelledby="demo-popups">
        <h2 id="demo-popups">Popups</h2>
        <p>
          Os popups de verdade aparecem sozinhos, conforme a página, as datas e o atraso de cada um.
          Aqui você abre qualquer combinação na hora.
        </p>
        <div className="demo__groups">
          {PRESENTATIONS.map((presentation) => (
            <fieldset key={presentation.value} className="demo__group">
              <legend>{presentation.label}</legend>
              <div className="cluster">
                {STYLES.map((style) => (
                  <button
                    key={style.value}
                    type="button"
                    className={`btn btn--secondary btn--sm demo__trigger demo__trigger--${style.value}`}
                    aria-haspopup={presentation.value === 'modal' ? 'dialog' : undefined}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setShown({ style: style.value, presentation: presentation.value });
                    }}
                  >
                    {style.label}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </section>

      <section className="demo__section" aria-labelledby="demo-banners">
        <h2 id="demo-banners">Banners por posição</h2>
        <p>
          Banners ativos cadastrados para <code>{PAGE}</code>. Uma posição sem banner não mostra
          nada no site.
        </p>
        {POSITIONS.map((position) => (
          <div key={position.value} className="demo__position">
            <h3>{position.label}</h3>
            <p className="text-muted">{position.hint}</p>
            <BannerSlot
              position={position.value}
              page={PAGE}
              fallback={<p className="demo__empty">Nenhum banner ativo nesta posição.</p>}
            />
          </div>
        ))}
      </section>

      {shown ? (
        <PopupView
          key={`${shown.presentation}-${shown.style}`}
          popup={samples[shown.style]}
          presentation={shown.presentation}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
