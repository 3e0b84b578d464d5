import { imageAlt } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Eye, Heart, Target, UserRound } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { ServerMarkdown } from '../components/server-markdown';
import { islandOnly, StaticIsland } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { trpc } from '../lib/trpc';
import { siteSettingsOf } from './-shared/content';
import { WhatsAppCta } from './-shared/whatsapp-cta';
import './-content/content-pages.css';
import { ResponsiveImage } from '../components/responsive-image';

export const Route = createFileRoute('/sobre')({
  loader: async ({ context: { api } }) => {
    await Promise.all([
      // The whole page is a static island: its text travels as HTML, not as data too.
      api.about.get.ensureData(undefined, islandOnly),
    ]);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Sobre nós',
      description:
        'Conheça a história, a missão e a equipe da oficina de ar-condicionado automotivo que atende Duque de Caxias e a Baixada Fluminense desde 2009.',
      path: '/sobre',
      settings: siteSettingsOf(match),
    }),
  component: AboutPage,
});

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

function AboutPage() {
  return (
    <StaticIsland name="sobre">
      <AboutContent />
    </StaticIsland>
  );
}

function AboutContent() {
  const [about] = trpc.about.get.useSuspenseQuery();
  return (
    <div className="container">
      <PageHeader title={about.title} subtitle={about.subtitle}>
        {about.founded_year ? <p className="badge">Desde {about.founded_year}</p> : null}
      </PageHeader>

      <section className="about-story" aria-label="Nossa história">
        {about.image ? (
          <ResponsiveImage
            className="about-story__image"
            src={about.image}
            alt={imageAlt(about.image, about.image_alts, `Foto da oficina: ${about.title}`)}
            width={1200}
            height={800}
            sizes="(min-width: 60rem) 34rem, 100vw"
            priority
          />
        ) : null}
        {about.body ? (
          <ServerMarkdown className="about-story__body">{about.body}</ServerMarkdown>
        ) : null}
      </section>

      {about.highlights.length > 0 ? (
        <section className="about-section" aria-labelledby="sobre-numeros">
          <h2 id="sobre-numeros">Em números</h2>
          <dl className="highlights">
            {about.highlights.map((item) => (
              <div key={item.label} className="highlights__item">
                <dt className="highlights__label">{item.label}</dt>
                <dd className="highlights__value">{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {about.mission || about.vision || about.values.length > 0 ? (
        <section className="about-section" aria-labelledby="sobre-proposito">
          <h2 id="sobre-proposito">Missão, visão e valores</h2>
          <div className="grid purpose">
            {about.mission ? (
              <div className="card card__body">
                <Target className="purpose__icon" aria-hidden="true" size={28} />
                <h3>Missão</h3>
                <p>{about.mission}</p>
              </div>
            ) : null}
            {about.vision ? (
              <div className="card card__body">
                <Eye className="purpose__icon" aria-hidden="true" size={28} />
                <h3>Visão</h3>
                <p>{about.vision}</p>
              </div>
            ) : null}
            {about.values.length > 0 ? (
              <div className="card card__body">
                <Heart className="purpose__icon" aria-hidden="true" size={28} />
                <h3>Valores</h3>
                <ul className="purpose__values">
                  {about.values.map((value) => (
                    <li key={value}>{value}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {about.team.length > 0 ? (
        <section className="about-section" aria-labelledby="sobre-equipe">
          <h2 id="sobre-equipe">Nossa equipe</h2>
          <ul className="grid team list-reset">
            {about.team.map((member) => (
              <li key={member.name} className="team__member">
                <span className="team__avatar" aria-hidden="true">
                  {initials(member.name) || <UserRound size={24} />}
                </span>
                <div>
                  <p className="team__name">{member.name}</p>
                  <p className="team__role">{member.role}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <WhatsAppCta
        title="Venha conhecer a oficina"
        text="Tire suas dúvidas com a nossa equipe pelo WhatsApp ou agende uma avaliação do ar-condicionado."
      />
    </div>
  );
}
