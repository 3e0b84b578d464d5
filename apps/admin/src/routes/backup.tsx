import { createFileRoute } from '@tanstack/react-router';
import { BackupPage } from '../features/ops/backup-page';

export const Route = createFileRoute('/backup')({ component: BackupPage });
