import { formatDate, isoDay } from '@oficina/core';
import { Link } from '@tanstack/react-router';
import { NoBreak } from '../../components/keep-together';
import { splitLeadingTitle } from '../../components/markdown-title';
import { PageHeader } from '../../components/page-header';
import { ServerMarkdown } from '../../components/server-markdown';
import { StaticIsland } from '../../components/static-island';
import { telHref, useCompany } from '../../lib/site-data';
import { trpc } from '../../lib/trpc';
import { LEGAL_SECTION, useSectionTexts } from './content';
import './pages.css';

/**
 * A legal page: the editable Markdown text (section 'legal'), its last update and the company
 * block (controller's name, address, e-mail, phone), which the law asks to be easy to find.
 */
export function LegalPage({ title, contentKey }: { title: string; contentKey: string }) {
  return (
    <StaticIsland name={`legal-${contentKey}`}>
      <LegalText title={title} contentKey={contentKey} />
    </StaticIsland>
  );
}

/** Static once drawn: an island (see components/static-island.tsx), whose data stays out of the page. */
function LegalText({ title, contentKey }: { title: string; contentKey: string }) {
  const items = useSectionTexts(LEGAL_SECTION);
  const content = items.find((item) => item.key === contentKey);
  const updated = formatDate(content?.updated_at, '');
  // The text's own "# Title", when it has one, is the page's h1 (editors control it).
  const { title: ownTitle, body } = splitLeadingTitle(content?.value ?? '');
  return (
    <article className="legal container container--narrow">
      <PageHeader title={ownTitle || title}>
        {updated ? (
          <p className="page-header__meta">
            Última atualização: <time dateTime={isoDay(content?.updated_at)}>{updated}</time>
          </p>
        ) : null}
      </PageHeader>
      {body.trim() ? (
        <ServerMarkdown className="legal__body">{body}</ServerMarkdown>
      ) : (
        <p className="legal__missing">
          Este texto está sendo atualizado. Em caso de dúvida,{' '}
          <Link to="/contato">fale conosco</Link>.
        </p>
      )}
      <CompanyBlock />
    </article>
  );
}

function CompanyBlock() {
  const company = useCompany();
  const tel = telHref(company.phone);
  return (
    <section className="legal__company" aria-labelledby="legal-empresa">
      <h2 id="legal-empresa">Dados da empresa</h2>
      <dl className="info-list">
        <div>
          <dt>Empresa</dt>
          <dd>{company.name}</dd>
        </div>
        {company.address ? (
          <div>
            <dt>Endereço</dt>
            <dd>{company.address}</dd>
          </div>
        ) : null}
        {company.email ? (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${company.email}`}>
                <NoBreak email>{company.email}</NoBreak>
              </a>
            </dd>
          </div>
        ) : null}
        {company.phone ? (
          <div>
            <dt>Telefone</dt>
            <dd>
              {tel ? (
                <a href={tel}>
                  <NoBreak>{company.phone}</NoBreak>
                </a>
              ) : (
                <NoBreak>{company.phone}</NoBreak>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
