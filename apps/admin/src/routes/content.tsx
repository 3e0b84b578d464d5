import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../features/config/content-page';

export const Route = createFileRoute('/content')({ component: ContentPage });
