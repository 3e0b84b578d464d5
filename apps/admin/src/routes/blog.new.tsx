import { createFileRoute } from '@tanstack/react-router';
import { BlogNewPage } from '../features/content/blog-editor-page';

export const Route = createFileRoute('/blog/new')({ component: BlogNewPage });
