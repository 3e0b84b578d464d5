import { createFileRoute } from '@tanstack/react-router';
import { MediaLibraryPage } from '../features/media/media-library-page';

export const Route = createFileRoute('/media')({ component: MediaLibraryPage });
