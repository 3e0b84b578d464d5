import { createFileRoute } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.api.services.list.ensureData(),
  component: HomePage,
});

function HomePage() {
  const [services] = trpc.services.list.useSuspenseQuery();
  return (
    <main>
      <h1>Serviços</h1>
      <ul>
        {services.map((service) => (
          <li key={service.id}>
            {service.title} — {service.price}
          </li>
        ))}
      </ul>
    </main>
  );
}
