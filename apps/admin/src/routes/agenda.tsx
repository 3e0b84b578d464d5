import { createFileRoute } from '@tanstack/react-router';
import { validateAgendaSearch } from '../features/bookings/agenda-model';
import { AgendaPage } from '../features/bookings/agenda-page';

export const Route = createFileRoute('/agenda')({
  validateSearch: validateAgendaSearch,
  component: AgendaRoute,
});

function AgendaRoute() {
  return <AgendaPage search={Route.useSearch()} />;
}
