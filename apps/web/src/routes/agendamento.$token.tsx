import { createFileRoute } from '@tanstack/react-router';
import { bookingWindow } from '../features/booking/booking-page';
import { ManagePage, type ManageSearch } from '../features/booking/manage-page';
import { pageHead } from '../lib/seo';
import { siteSettingsOf } from './-shared/content';

const flag = (value: unknown) => value === '1' || value === 1 || value === true;

export const Route = createFileRoute('/agendamento/$token')({
  validateSearch: (search: Record<string, unknown>): ManageSearch => ({
    ...(flag(search.novo) ? { novo: true } : {}),
    ...(flag(search.cancelado) ? { cancelado: true } : {}),
    ...(flag(search.remarcado) ? { remarcado: true } : {}),
    ...(flag(search.cancelar) ? { cancelar: true } : {}),
    ...(flag(search.remarcar) ? { remarcar: true } : {}),
    ...(typeof search.dia === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.dia)
      ? { dia: search.dia }
      : {}),
    ...(typeof search.erro === 'string' && /^[a-z]{1,20}$/.test(search.erro)
      ? { erro: search.erro }
      : {}),
  }),
  loaderDeps: ({ search }) => ({ remarcar: search.remarcar }),
  loader: async ({ context: { api }, params, deps }) => {
    // A link that opens nothing is the page's own message, not an error page.
    const booking = await api.bookings.manage
      .ensureData({ token: params.token }, { retry: false })
      .catch(() => null);
    if (booking?.can_change && deps.remarcar)
      await api.bookings.manageAvailability.ensureData({ token: params.token, ...bookingWindow() });
  },
  head: ({ match }) =>
    pageHead({
      title: 'Seu agendamento',
      description: 'Veja, remarque ou cancele o seu agendamento.',
      path: '/agendar',
      settings: siteSettingsOf(match),
      // A private page: its address is the customer's link.
      noindex: true,
    }),
  component: ManageRoute,
});

function ManageRoute() {
  const { token } = Route.useParams();
  return <ManagePage token={token} search={Route.useSearch()} />;
}
