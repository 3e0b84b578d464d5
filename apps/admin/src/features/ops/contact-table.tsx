import type { Contact } from '@oficina/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PagedTable } from '../../kit/table/paged-list';
import { pageCount } from '../../kit/table/paged-search';
import { type ContactSort, type ContactView, nextSort } from './contact-search';
import { ContactStatusBadge } from './contact-status-badge';
import { formatDateTime, formatLongDateTime } from './format';
import { SortHeader } from './sort-header';

const route = getRouteApi('/contact');

/** The inbox's table: name, service, message, date and status; three columns sort it. */
export function ContactTable({
  items,
  total,
  view,
  busy,
  onSort,
  onOpen,
}: {
  items: Contact[];
  total: number;
  view: ContactView;
  busy: true | undefined;
  onSort: (sort: ReturnType<typeof nextSort>) => void;
  onOpen: () => void;
}) {
  const header = (label: string, column: ContactSort) => (
    <SortHeader
      label={label}
      active={view.sort === column}
      order={view.order}
      onSort={() => onSort(nextSort(view, column))}
    />
  );
  return (
    <PagedTable
      className="ops-contacts"
      caption={`Mensagens de contato, página ${view.page} de ${pageCount(total, view.page_size)}`}
      busy={busy}
      head={
        <>
          {header('Nome', 'name')}
          <th scope="col">Serviço</th>
          <th scope="col" className="ops-contacts__message">
            Mensagem
          </th>
          {header('Recebida em', 'created_at')}
          {header('Status', 'status')}
        </>
      }
    >
      {items.map((contact) => (
        <ContactRow key={contact.id} contact={contact} onOpen={onOpen} />
      ))}
    </PagedTable>
  );
}

function ContactRow({ contact, onOpen }: { contact: Contact; onOpen: () => void }) {
  const navigate = route.useNavigate();
  const open = () => {
    onOpen();
    void navigate({ search: (prev) => ({ ...prev, id: contact.id }) });
  };
  return (
    // The row is a large click target for the mouse; the name link is the keyboard way in.
    <tr
      data-status={contact.status}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button')) return;
        open();
      }}
    >
      <th scope="row" data-label="Nome">
        <Link
          from="/contact"
          search={(prev) => ({ ...prev, id: contact.id })}
          className="ops-contacts__name"
          onClick={onOpen}
        >
          {contact.name}
          {contact.status === 'novo' ? <span className="admin-sr-only"> (nova)</span> : null}
        </Link>
        {contact.phone ? (
          <span className="ops-contacts__reach ops-contacts__phone admin-muted">
            {contact.phone}
          </span>
        ) : null}
        {contact.email ? (
          <span className="ops-contacts__reach admin-muted">{contact.email}</span>
        ) : null}
      </th>
      <td data-label="Serviço">{contact.service || '—'}</td>
      <td data-label="Mensagem" className="ops-contacts__message">
        <span className="ops-clamp">{contact.message}</span>
      </td>
      <td data-label="Recebida em">
        <time dateTime={contact.created_at} title={formatLongDateTime(contact.created_at)}>
          {formatDateTime(contact.created_at)}
        </time>
      </td>
      <td data-label="Status">
        <ContactStatusBadge status={contact.status} />
      </td>
    </tr>
  );
}
