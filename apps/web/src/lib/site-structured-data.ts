import { islandOnly } from '../components/static-island';
import type { RouterContext } from './router-context';
import { SITE_QUERIES } from './site-data';
import { autoRepairJsonLd, jsonLdScript } from './structured-data';

/**
 * The workshop's structured data (the AutoRepair JSON-LD every page carries for search engines)
 * as a `<script>` tag, built on the server once the page's loaders are done. It is written into
 * the document's head outside React: the browser never needs it again, so the page carries
 * neither a second copy of it nor the data it is made from (the services would otherwise be
 * dehydrated into every page only for this). React 19 leaves head elements it did not render
 * alone when it hydrates.
 */
export async function siteStructuredDataTag({ api }: RouterContext): Promise<string> {
  const company = api.company.get.getData(SITE_QUERIES.company);
  if (!company) return '';
  // A page that lists the services already has them; elsewhere they are read only for this,
  // so they stay out of the page's dehydrated data.
  const services =
    api.services.list.getData({}) ??
    (await api.services.list.fetch({}, islandOnly).catch(() => []));
  const jsonLd = autoRepairJsonLd({
    company,
    settings: api.settings.public.getData(SITE_QUERIES.publicSettings) ?? {},
    services,
    socialLinks: api.socialLinks.list.getData(SITE_QUERIES.socialLinks) ?? [],
  });
  return `<script type="application/ld+json">${jsonLdScript(jsonLd).children}</script>`;
}

/**
 * The response with `html` written just before `</head>`. The head is the first thing the
 * renderer sends, so only the stream's first chunks are looked at and the rest flows through.
 */
export function insertIntoHead(response: Response, html: string): Response {
  if (!html || !response.body) return response;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let pending = '';
  let done = false;
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (done) {
        controller.enqueue(chunk);
        return;
      }
      pending += decoder.decode(chunk, { stream: true });
      const at = pending.indexOf('</head>');
      if (at === -1) return;
      done = true;
      controller.enqueue(encoder.encode(pending.slice(0, at) + html + pending.slice(at)));
      pending = '';
    },
    flush(controller) {
      pending += decoder.decode();
      if (pending) controller.enqueue(encoder.encode(pending));
    },
  });
  return new Response(response.body.pipeThrough(transform), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
