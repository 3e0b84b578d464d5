import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage, validateOutboxSearch } from '../features/ops/outbox-page';

export const Route = createFileRoute('/outbox')({
  validateSearch: validateOutboxSearch,
  component: OutboxPage,
});
