import { createFileRoute } from '@tanstack/react-router';
import {
  BlogListPage,
  parseStatusFilter,
  type StatusFilter,
} from '../features/content/blog-list-page';

export const Route = createFileRoute('/blog/')({
  validateSearch: (search: Record<string, unknown>): { situacao?: StatusFilter } =>
    search.situacao ? { situacao: parseStatusFilter(search.situacao) } : {},
  component: BlogRoute,
});

function BlogRoute() {
  const { situacao } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BlogListPage
      filter={situacao ?? 'todos'}
      onFilter={(next) =>
        void navigate({
          search: next === 'todos' ? {} : { situacao: next },
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
