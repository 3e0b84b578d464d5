import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '../features/content/faqs-page';

export const Route = createFileRoute('/faqs')({ component: FaqsPage });
