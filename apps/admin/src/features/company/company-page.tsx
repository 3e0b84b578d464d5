import { AdminPage } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { httpStatusOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { CompanyForm } from './company-form';

/** "Empresa": name, contacts, address, hours and images shown across the site. */
export function CompanyPage() {
  const query = trpc.company.get.useQuery(undefined, { staleTime: 10 * 60_000 });
  // Nothing stored yet (404): the same form creates the record on the first save.
  const missing = query.isError && httpStatusOf(query.error) === 404;

  return (
    <AdminPage
      title="Empresa"
      description="Nome, contatos, endereço e horários que aparecem no cabeçalho, no rodapé, na página Contato e em todos os botões de WhatsApp do site."
    >
      {missing ? (
        <CompanyForm company={null} />
      ) : (
        <QueryState query={query} loadingLabel="Carregando dados da empresa…">
          {(company) => <CompanyForm company={company} />}
        </QueryState>
      )}
    </AdminPage>
  );
}
