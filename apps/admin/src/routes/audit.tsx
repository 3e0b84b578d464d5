import { createFileRoute } from '@tanstack/react-router';
import { AuditPage, validateAuditSearch } from '../features/ops/audit-page';

export const Route = createFileRoute('/audit')({
  validateSearch: validateAuditSearch,
  component: AuditPage,
});
