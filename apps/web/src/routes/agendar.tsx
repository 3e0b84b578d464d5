import { createFileRoute } from '@tanstack/react-router';
import {
  BookingPage,
  type BookingSearch,
  bookingEnabled,
  bookingWindow,
} from '../features/booking/booking-page';
import { pageHead } from '../lib/seo';
import { SITE_QUERIES } from '../lib/site-data';
import { siteSettingsOf } from './-shared/content';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const WORD = /^[a-z_.]{1,40}$/;

export const Route = createFileRoute('/agendar')({
  validateSearch: (search: Record<string, unknown>): BookingSearch => {
    const servico = Number(search.servico);
    const pick = (value: unknown, pattern: RegExp) =>
      typeof value === 'string' && pattern.test(value) ? value : undefined;
    return {
      ...(Number.isInteger(servico) && servico > 0 ? { servico } : {}),
      ...(pick(search.dia, DAY) ? { dia: pick(search.dia, DAY) } : {}),
      ...(pick(search.hora, TIME) ? { hora: pick(search.hora, TIME) } : {}),
      ...(pick(search.erro, WORD) ? { erro: pick(search.erro, WORD) } : {}),
      ...(pick(search.campo, WORD) ? { campo: pick(search.campo, WORD) } : {}),
    };
  },
  loaderDeps: ({ search }) => ({ servico: search.servico }),
  loader: async ({ context: { api }, deps }) => {
    const [services, settings] = await Promise.all([
      api.services.list.ensureData({}),
      api.settings.public.ensureData(SITE_QUERIES.publicSettings),
    ]);
    const service = services.find((one) => one.id === deps.servico && one.bookable);
    if (service && bookingEnabled(settings))
      await api.bookings.availability.ensureData({ service_id: service.id, ...bookingWindow() });
  },
  head: ({ match }) =>
    pageHead({
      title: 'Agendar serviço',
      description:
        'Agende o serviço de ar-condicionado automotivo na FrioCar, em Duque de Caxias: escolha o dia e o horário livres e receba a confirmação.',
      path: '/agendar',
      settings: siteSettingsOf(match),
    }),
  component: AgendarRoute,
});

function AgendarRoute() {
  return <BookingPage search={Route.useSearch()} />;
}
