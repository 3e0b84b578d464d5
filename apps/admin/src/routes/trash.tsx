import { createFileRoute } from '@tanstack/react-router';
import { TrashPage } from '../features/content/trash-page';

export const Route = createFileRoute('/trash')({ component: TrashPage });
