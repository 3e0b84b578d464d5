import { formatDate, imageAlt, isoDay } from '@oficina/core';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { ServerMarkdown } from '../components/server-markdown';
import { islandOnly, StaticIsland } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { trpc } from '../lib/trpc';
import { loadWhatsAppContext, siteSettingsOf } from './-shared/content';
import { WhatsAppCta } from './-shared/whatsapp-cta';
import './-shared/pages.css';
import { ResponsiveImage } from '../components/responsive-image';

/** A missing post and a malformed slug (the API rejects it with 400) are both a 404 page. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context: { api }, params: { slug } }) => {
    const [post] = await Promise.all([
      // A missing post will not appear on a retry: answer the 404 at once (no 3 s of retries).
      // The article is a static island: its text travels as HTML, not as data too.
      api.blog.bySlug
        .ensureData(
          { slug },
          { ...islandOnly, retry: (count, error) => !isMissing(error) && count < 2 },
        )
        .catch((error: unknown) => {
          if (isMissing(error)) throw notFound();
          throw error;
        }),
      loadWhatsAppContext(api, 'blog_post', islandOnly),
    ]);
    // Only what the head needs: loader data is written into the page.
    const { title, seo_title, seo_description, excerpt } = post;
    return { post: { title, seo_title, seo_description, excerpt } };
  },
  head: ({ loaderData, params, match }) => {
    const post = loaderData?.post;
    if (!post) return {};
    return pageHead({
      title: post.seo_title || post.title,
      description: post.seo_description || post.excerpt,
      path: `/blog/${params.slug}`,
      shareTitle: post.title,
      type: 'article',
      settings: siteSettingsOf(match),
    });
  },
  component: BlogPostPage,
});

function BlogPostPage() {
  const { slug } = Route.useParams();
  return (
    // Named after the post: navigating from one post to another draws the new one.
    <StaticIsland key={slug} name={`post-${slug}`}>
      <BlogPost slug={slug} />
    </StaticIsland>
  );
}

function BlogPost({ slug }: { slug: string }) {
  const [post] = trpc.blog.bySlug.useSuspenseQuery({ slug });
  return (
    <article className="post container container--narrow">
      <p className="post__back">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" size={18} />
          Voltar para o blog
        </Link>
      </p>
      <PageHeader title={post.title} subtitle={post.excerpt}>
        {post.published_at ? (
          <p className="page-header__meta">
            Publicado em{' '}
            <time dateTime={isoDay(post.published_at)}>{formatDate(post.published_at, '')}</time>
          </p>
        ) : null}
      </PageHeader>
      {post.cover_image ? (
        <ResponsiveImage
          className="post__cover"
          src={post.cover_image}
          alt={imageAlt(post.cover_image, post.image_alts, `Ilustração do artigo: ${post.title}`)}
          width={1200}
          height={630}
          sizes="(min-width: 48rem) 48rem, 100vw"
          priority
        />
      ) : null}
      <ServerMarkdown className="post__body">{post.body}</ServerMarkdown>
      <WhatsAppCta
        context="blog_post"
        vars={{ title: post.title }}
        title="Ficou com alguma dúvida?"
        text="Mande sua pergunta pelo WhatsApp: um técnico da nossa equipe responde."
        fallbackLabel="Tirar dúvida"
      />
    </article>
  );
}
