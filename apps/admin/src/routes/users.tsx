import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../features/ops/users-page';

export const Route = createFileRoute('/users')({ component: UsersPage });
