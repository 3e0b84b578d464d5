import { createFileRoute } from '@tanstack/react-router';
import { BlogEditPage } from '../features/content/blog-editor-page';

export const Route = createFileRoute('/blog/$id')({ component: BlogPostRoute });

function BlogPostRoute() {
  const { id } = Route.useParams();
  return <BlogEditPage id={Number(id)} />;
}
