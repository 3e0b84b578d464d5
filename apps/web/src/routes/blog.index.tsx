import type { BlogPost } from '@oficina/core';
import { formatDate, imageAlt, isoDay } from '@oficina/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { islandOnly, StaticIsland } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { trpc } from '../lib/trpc';
import { contentSection, contentValue, siteSettingsOf, useSectionTexts } from './-shared/content';
import './-shared/pages.css';
import { ResponsiveImage } from '../components/responsive-image';

const GENERAL = contentSection('geral');
const POSTS = {};
const DESCRIPTION =
  'Dicas da FrioCar para cuidar do ar-condicionado do carro: sinais de defeito, gás refrigerante, higienização e manutenção em Duque de Caxias.';

export const Route = createFileRoute('/blog/')({
  loader: async ({ context: { api } }) => {
    await Promise.all([
      // The page is a static island: posts and intro travel as HTML, not as data too.
      api.blog.list.ensureData(POSTS, islandOnly),
      api.editableContent.list.ensureData(GENERAL, islandOnly),
    ]);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Blog',
      description: DESCRIPTION,
      path: '/blog',
      settings: siteSettingsOf(match),
    }),
  component: BlogPage,
});

function BlogPage() {
  return (
    <StaticIsland name="blog">
      <BlogList />
    </StaticIsland>
  );
}

function BlogList() {
  const [posts] = trpc.blog.list.useSuspenseQuery(POSTS);
  const texts = useSectionTexts(GENERAL);
  return (
    <div className="container">
      <PageHeader title="Blog" subtitle={contentValue(texts, 'blog.intro')} />
      {posts.length === 0 ? (
        <p className="page-empty">Nenhum artigo publicado ainda. Volte em breve!</p>
      ) : (
        <ul className="post-grid list-reset">
          {posts.map((post, index) => (
            <li key={post.id}>
              {/* The first cover is the largest thing on a phone's first screen. */}
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The server already sorts newest first; the card only presents one post. */
function PostCard({ post, priority }: { post: BlogPost; priority: boolean }) {
  const titleId = `post-${post.id}`;
  return (
    <article className="card post-card" aria-labelledby={titleId}>
      {post.cover_image ? (
        <ResponsiveImage
          className="post-card__cover"
          src={post.cover_image}
          alt={imageAlt(post.cover_image, post.image_alts, `Ilustração do artigo: ${post.title}`)}
          width={1200}
          height={630}
          sizes="(min-width: 72rem) 23rem, (min-width: 44rem) 50vw, 100vw"
          priority={priority}
        />
      ) : null}
      <div className="card__body">
        {post.published_at ? (
          <p className="post-card__date">
            <time dateTime={isoDay(post.published_at)}>{formatDate(post.published_at, '')}</time>
          </p>
        ) : null}
        <h2 id={titleId} className="card__title post-card__title">
          <Link to="/blog/$slug" params={{ slug: post.slug }} className="post-card__link">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
