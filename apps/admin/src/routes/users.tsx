import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../features/ops/users-page';

export const Route = createFileRoute('/users')({
  // `?editar=<id>` opens that account's editor at once (the dashboard's "add your e-mail" link).
  validateSearch: (search: Record<string, unknown>): { editar?: number } => {
    const id = Number(search.editar);
    return Number.isInteger(id) && id > 0 ? { editar: id } : {};
  },
  component: UsersPage,
});
