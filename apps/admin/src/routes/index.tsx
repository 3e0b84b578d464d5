import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/ops/dashboard-page';

export const Route = createFileRoute('/')({ component: DashboardPage });
