import { ExternalLink } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { PageLoading } from '../../components/page-loading';
import { errorMessage, httpStatusOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { AboutForm, aboutToForm, NEW_ABOUT } from './about-form';
import './content.css';

/** /admin/about: the About page's form; a site without one yet starts from an empty page. */
export function AboutPage() {
  const about = trpc.about.get.useQuery(undefined, {
    retry: (count, error) => httpStatusOf(error) !== 404 && count < 2,
  });
  const missing = about.isError && httpStatusOf(about.error) === 404;
  return (
    <AdminPage
      title="Sobre"
      description="O texto, os números e a equipe da página Sobre do site."
      actions={
        <a className="admin-btn" href="/sobre" target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden="true" size={18} />
          Ver no site<span className="admin-sr-only"> (abre em nova aba)</span>
        </a>
      }
    >
      {about.isPending ? (
        <PageLoading label="Carregando a página Sobre…" />
      ) : about.data || missing ? (
        <AboutForm initial={about.data ? aboutToForm(about.data) : NEW_ABOUT} isNew={!about.data} />
      ) : (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorMessage(about.error, 'Não foi possível carregar a página Sobre.')}</p>
          <button type="button" className="admin-btn" onClick={() => void about.refetch()}>
            Tentar novamente
          </button>
        </div>
      )}
    </AdminPage>
  );
}
