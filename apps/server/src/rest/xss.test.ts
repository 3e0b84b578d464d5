import { createHash } from 'node:crypto';
import { contactMessages } from '@oficina/db';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Stored XSS (OWASP ASVS 5.0 V1.2, V3.2): every text an editor can write through the API and
 * that reaches a public page is filled with script payloads, then every public page is rendered
 * on the server and read with the HTML5 parsing algorithm browsers use (parse5). Nothing the
 * editor wrote may become markup: no element, attribute, event handler or script URL of theirs,
 * no inline script the page's policy does not name by hash, JSON-LD that stays JSON, and page data (dehydrated into
 * inline scripts) that cannot close its script.
 */

let t: TestApp;
let admin: string;

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** The payloads, longest first; each field takes the first one its rules accept. */
const long = (m: string) =>
  [
    `<script>alert('${m}')</script>`,
    `"><img src=x onerror=alert('${m}')>`,
    `</script><script>alert('${m}')</script>`,
    `<svg onload=alert('${m}')>`,
    `{{7*7}} \${7*7} [link](javascript:alert('${m}')) ![i](javascript:alert('${m}'))`,
    `<a href="javascript:alert('${m}')">a</a> <iframe src="javascript:alert('${m}')"></iframe>`,
    `<!--<script>alert('${m}')</script>-->`,
  ].join('\n\n');
const medium = (m: string) => `"><img src=x onerror=alert('${m}')></script>`;
const short = () => `<svg onload=alert(1)>`;
const tiny = () => `"><svg/onload=1>`;
const SCRIPT_URL = 'javascript:alert(1)';

/** Field names that hold an address: a script URL is tried there first. */
const URLISH = /(url|link|action|href|website|image|images|logo|favicon|cover)$/;
/** Fields whose value decides routing or visibility rather than text. */
const SKIP = new Set([
  'id',
  'key',
  'slug',
  'name_key',
  'target_pages',
  'position',
  'type',
  'style',
  'section',
  'created_at',
  'updated_at',
  'published_at',
  'start_date',
  'expiry_date',
  'valid_until',
  'last_login',
]);

type Path = Array<string | number>;
const pathKey = (path: Path) => path.join('.');

/** Every string leaf of a value, as paths. */
function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      SKIP.has(k) ? [] : stringLeaves(v, [...path, k]),
    );
  }
  return [];
}

function setAt(target: unknown, path: Path, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

/** A banner's JSON content with its strings replaced (and a script URL as its button link). */
function payloadJson(json: string, payload: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const copy = structuredClone(data) as Record<string, unknown>;
  for (const path of stringLeaves(copy)) setAt(copy, path, payload);
  if ('cta_link' in copy) copy.cta_link = SCRIPT_URL;
  return JSON.stringify(copy);
}

/** What each field ended up holding. */
const stored: Array<{ resource: string; field: string; value: string }> = [];

/**
 * What of a read answer a write takes: the API refuses fields it does not (the id, timestamps),
 * naming them, so they are left out as a client echoing a read would.
 */
async function writableFields(
  url: string,
  original: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const res = await t.request('PUT', url, { token: admin, body: original });
  if (res.statusCode !== 400) return original;
  const refused = ((res.json().issues ?? []) as Array<{ path: Path; code: string }>)
    .filter((issue) => issue.code === 'unrecognized_keys')
    .map((issue) => String(issue.path[0]));
  return Object.fromEntries(Object.entries(original).filter(([key]) => !refused.includes(key)));
}

/**
 * Writes payloads into every string field of `original` through PUT `url`, falling back field
 * by field (as the API names them in `issues`) to shorter payloads and at last to the original.
 */
async function fill(
  resource: string,
  url: string,
  original: Record<string, unknown>,
  marker: string,
  options: { only?: string[]; skip?: string[] } = {},
): Promise<void> {
  original = await writableFields(url, original);
  const fields = stringLeaves(original).filter((path) => {
    const name = String(path[0]);
    if (options.only && !options.only.includes(name)) return false;
    return !options.skip?.includes(name);
  });
  const candidates = new Map<string, string[]>();
  for (const path of fields) {
    const name = String(path.findLast((p) => typeof p === 'string'));
    const text = String(path.reduce<unknown>((v, k) => (v as never)[k], original));
    const list =
      name === 'content' && text.trim().startsWith('{')
        ? [payloadJson(text, long(marker)), payloadJson(text, medium(marker))].filter(
            (v): v is string => v !== null,
          )
        : [
            ...(URLISH.test(name) ? [SCRIPT_URL] : []),
            long(marker),
            medium(marker),
            short(),
            tiny(),
          ];
    candidates.set(pathKey(path), list);
  }
  const level = new Map(fields.map((path) => [pathKey(path), 0]));
  for (let attempt = 0; attempt < 8; attempt++) {
    const body = structuredClone(original);
    for (const path of fields) {
      const choice = candidates.get(pathKey(path))![level.get(pathKey(path))!];
      if (choice !== undefined) setAt(body, path, choice);
    }
    const res = await t.request('PUT', url, { token: admin, body });
    if (res.statusCode === 200) {
      for (const path of fields) {
        const value = candidates.get(pathKey(path))![level.get(pathKey(path))!];
        if (value !== undefined) stored.push({ resource, field: pathKey(path), value });
      }
      return;
    }
    expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    // Without `issues` (a setting's single value), every field steps down.
    const issues = (res.json().issues ?? [{ path: [] }]) as Array<{ path: Path }>;
    let bumped = false;
    for (const issue of issues) {
      const at = pathKey(issue.path ?? []);
      for (const path of fields) {
        const key = pathKey(path);
        if (key === at || key.startsWith(`${at}.`) || at === '') {
          level.set(key, level.get(key)! + 1);
          bumped = true;
        }
      }
    }
    expect(bumped, `${url}: an issue names no field: ${res.body}`).toBe(true);
  }
  throw new Error(`${url}: no accepted combination`);
}

async function list(url: string): Promise<Array<Record<string, unknown>>> {
  const res = await t.request('GET', url, { token: admin });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function one(url: string): Promise<Record<string, unknown>> {
  const res = await t.request('GET', url, { token: admin });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** Every public route, plus each published post and a missing page. */
const PUBLIC_ROUTES = [
  '/',
  '/servicos',
  '/portfolio',
  '/sobre',
  '/blog',
  '/contato',
  '/faq',
  '/politica-privacidade',
  '/termos-de-uso',
  '/lgpd',
  '/demo-popups-banners',
  '/servicos?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&x=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  '/pagina-que-nao-existe',
];

interface RenderedPage {
  path: string;
  html: string;
  /** The text a visitor reads (text nodes outside scripts and styles). */
  text: string;
  /** Contents of the inline scripts. */
  scripts: string[];
}

const pages: RenderedPage[] = [];

const elements = (node: Node, out: Element[] = []): Element[] => {
  if ('tagName' in node) out.push(node);
  for (const child of 'childNodes' in node ? node.childNodes : []) elements(child, out);
  if ('content' in node && node.content) elements(node.content as Node, out);
  return out;
};
const textOf = (node: Node): string => {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if ('tagName' in node && ['script', 'style'].includes(node.tagName)) return '';
  return ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
};
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** An address a browser would run as script. */
const isScriptUrl = (value: string) =>
  // Browsers drop ASCII whitespace and control characters inside the scheme.
  /^(javascript|vbscript|data:text\/html)/i.test(
    [...value].filter((c) => c.charCodeAt(0) > 0x20).join(''),
  );

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'background',
];

/** Reads an answer's HTML as a browser would and fails on anything the server did not mean. */
function inspect(path: string, html: string, allowedScripts: string[]): RenderedPage {
  const document = parse(html);
  const all = elements(document);
  const scripts: string[] = [];
  for (const element of all) {
    const where = `${path}: <${element.tagName} ${element.attrs.map((a) => `${a.name}="${a.value}"`).join(' ')}>`;
    expect(
      ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base'],
      where,
    ).not.toContain(element.tagName);
    for (const { name, value } of element.attrs) {
      expect(name.startsWith('on'), `${where}: event handler attribute`).toBe(false);
      if (URL_ATTRIBUTES.includes(name))
        expect(isScriptUrl(value), `${where}: script URL`).toBe(false);
      if (name === 'srcset') {
        for (const candidate of value.split(',')) {
          expect(isScriptUrl(candidate.trim()), `${where}: script URL`).toBe(false);
        }
      }
    }
    if (element.tagName === 'meta') expect(attr(element, 'http-equiv'), where).toBeUndefined();
    if (element.tagName === 'img') expect(attr(element, 'src'), where).not.toBe('x');
    if (element.tagName === 'script') {
      const text = textOf({ ...element, tagName: 'div' } as Element);
      const src = attr(element, 'src');
      if (src !== undefined) {
        // Our own bundle only.
        expect(src, `${where}: script file`).toMatch(/^\/assets\//);
        continue;
      }
      scripts.push(text);
      // Every inline script that runs is one the server wrote: the policy names its hash.
      if (attr(element, 'type') !== 'application/ld+json') {
        expect(allowedScripts, `${where}: hash in script-src`).toContain(sha256Source(text));
      }
      // A script's data never holds what could end or re-open it early.
      expect(text, where).not.toMatch(/<\/script|<script|<!--/i);
      if (attr(element, 'type') === 'application/ld+json') {
        expect(text, `${path}: JSON-LD escapes "<"`).not.toContain('<');
        expect(() => JSON.parse(text), `${path}: JSON-LD parses`).not.toThrow();
      }
    }
  }
  // What the parser saw is what the server meant: as many scripts open as it wrote, and each
  // closes (an injected "</script>" would split one into a script and stray markup).
  expect((html.match(/<script\b/gi) ?? []).length).toBe(
    all.filter((e) => e.tagName === 'script').length,
  );
  expect((html.match(/<\/script>/gi) ?? []).length).toBe(
    all.filter((e) => e.tagName === 'script').length,
  );

  return { path, html, text: textOf(document), scripts };
}

async function render(path: string, status = 200): Promise<RenderedPage> {
  const res = await t.request('GET', path);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 500)}`).toBe(status);
  const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
  expect(scriptSrc, `${path}: CSP script-src`).toBeTruthy();
  const page = inspect(path, res.body, scriptSrc!.split(' '));
  pages.push(page);
  return page;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');

  const collections: Array<
    [string, string, (row: Record<string, unknown>) => string, { skip?: string[] }?]
  > = [
    ['services', '/api/services', (r) => `/api/services/${r.id}`],
    // Testimonials have no hidden rows: the list takes no include_inactive.
    ['testimonials', '/api/testimonials', (r) => `/api/testimonials/${r.id}`],
    ['faqs', '/api/faqs?include_inactive=true', (r) => `/api/faqs/${r.id}`],
    ['portfolio', '/api/portfolio?include_inactive=true', (r) => `/api/portfolio/${r.id}`],
    ['blog', '/api/blog-posts?include_inactive=true', (r) => `/api/blog-posts/${r.id}`],
    ['banners', '/api/banners?include_inactive=true', (r) => `/api/banners/${r.id}`],
    ['popups', '/api/popups?include_inactive=true', (r) => `/api/popups/${r.id}`],
    ['social', '/api/social-links?include_inactive=true', (r) => `/api/social-links/${r.id}`],
    [
      'wa-contexts',
      '/api/whatsapp-contexts',
      (r) => `/api/whatsapp-contexts/${encodeURIComponent(String(r.name))}`,
      { skip: ['name'] },
    ],
    [
      'content',
      '/api/editable-content',
      (r) => `/api/editable-content/${encodeURIComponent(String(r.key))}`,
    ],
  ];
  let n = 0;
  for (const [resource, url, itemUrl, options] of collections) {
    for (const row of await list(url))
      await fill(resource, itemUrl(row), row, `${resource}${++n}`, options);
  }
  for (const [resource, url] of [
    ['about', '/api/about'],
    ['company', '/api/company'],
    ['whatsapp', '/api/whatsapp-settings'],
    ['grabber', '/api/marketing-configs/attention-grabber'],
    ['urgency', '/api/marketing-configs/urgency-banner'],
    ['offer', '/api/marketing-configs/offer-banner'],
  ] as const) {
    await fill(resource, url, await one(url), resource);
  }
  for (const setting of await list('/api/settings')) {
    await fill(
      'settings',
      `/api/settings/${setting.key}`,
      { value: setting.value },
      `set-${setting.key}`,
    );
  }

  for (const path of PUBLIC_ROUTES) await render(path, path.startsWith('/pagina') ? 404 : 200);
  const posts = await list('/api/blog-posts');
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) await render(`/blog/${post.slug}`);
}, 120_000);
afterAll(() => t.close());

describe('the inspection itself', () => {
  const N = [sha256Source('1')];
  const page = (head: string, body: string) =>
    `<!doctype html><html><head>${head}</head><body>${body}<script>1</script></body></html>`;

  it('passes a clean page', () => {
    expect(() =>
      inspect(
        '/',
        page('<title>&lt;script&gt;</title>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'),
        N,
      ),
    ).not.toThrow();
  });

  it.each([
    ['an event handler', page('', '<p><img src=x onerror=alert(1)></p>')],
    [
      'an event handler in an attribute breakout',
      page('', '<div title=""><svg onload=alert(1)>">x</div>'),
    ],
    ['a script URL', page('', '<a href=" java\tscript:alert(1)">x</a>')],
    ['an inline script the policy does not name', page('', '<script>alert(1)</script>')],
    ['a script file from elsewhere', page('', '<script src="https://evil.example/x.js"></script>')],
    [
      'data closing its script',
      page(`<script>var d="</script><script>alert(1)</script>"</script>`, ''),
    ],
    ['an opened comment in script data', page(`<script>var d="<!--<script>"</script>`, '')],
    ['JSON-LD with a raw "<"', page(`<script type="application/ld+json">{"a":"<b>"}</script>`, '')],
    ['a frame', page('', '<iframe src="/"></iframe>')],
    ['a meta refresh', page('<meta http-equiv="refresh" content="0;url=/">', '')],
  ])('fails on %s', (_label, html) => {
    expect(() => inspect('/', html, N)).toThrow();
  });
});

describe('stored payloads on every public page', () => {
  it('reached the database in every kind of text field', () => {
    const resources = new Set(stored.filter((s) => s.value.includes('<')).map((s) => s.resource));
    for (const resource of [
      'services',
      'testimonials',
      'faqs',
      'portfolio',
      'blog',
      'banners',
      'popups',
      'social',
      'wa-contexts',
      'content',
      'about',
      'company',
      'whatsapp',
      'grabber',
      'urgency',
      'offer',
      'settings',
    ]) {
      expect(resources, resource).toContain(resource);
    }
    // Fields that take an address kept refusing script URLs, or took one only as text.
    const scriptUrls = stored
      .filter((s) => s.value === SCRIPT_URL)
      .map((s) => `${s.resource}.${s.field}`);
    expect(
      scriptUrls.every(
        (f) =>
          !/social\.url|website|\.image|logo|favicon|cover_image|images\.|button_action|cta_action/.test(
            f,
          ),
      ),
      scriptUrls.join(', '),
    ).toBe(true);
  });

  it('shows them as text on the pages that list that content', () => {
    const shows = (path: string, marker: string) => {
      const page = pages.find((p) => p.path === path);
      expect(page, path).toBeDefined();
      return (
        page!.text.includes(`onerror=alert('${marker}`) ||
        page!.text.includes(`<script>alert('${marker}`)
      );
    };
    const markerOf = (resource: string) =>
      stored
        .find((s) => s.resource === resource && s.value.includes('<script>'))
        ?.value.match(/alert\('([^']+)'/)?.[1];
    // The company's texts are in every page's header and footer.
    for (const path of PUBLIC_ROUTES) expect(shows(path, 'company'), path).toBe(true);
    expect(shows('/servicos', markerOf('services')!)).toBe(true);
    expect(shows('/faq', markerOf('faqs')!)).toBe(true);
    expect(shows('/sobre', 'about')).toBe(true);
    expect(shows('/portfolio', markerOf('portfolio')!)).toBe(true);
    const blogPage = pages.find((p) => p.path.startsWith('/blog/'))!;
    expect(shows(blogPage.path, markerOf('blog')!)).toBe(true);
    expect(
      pages.some((p) => p.text.includes('{{7*7}}')),
      'templates stay literal',
    ).toBe(true);
  });

  it('leaves page data (dehydrated into inline scripts) unable to close its script', () => {
    const data = pages.flatMap((p) => p.scripts).join('\n');
    // The payloads are in there, with "<" escaped.
    expect(data).toMatch(/\\u003c\/?script|\\x3C\/?script|\\u003Cscript/i);
    expect(data).not.toMatch(/<\/script/i);
  });

  it('JSON-LD keeps the payloads as data', () => {
    const blocks = pages.flatMap((p) =>
      [
        ...p.html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ].map((m) => m[1]!),
    );
    expect(blocks.length).toBeGreaterThan(0);
    const json = blocks.map((b) => JSON.stringify(JSON.parse(b))).join('\n');
    expect(json).toContain('<script>alert(');
  });

  it('the manifest and sitemap stay well-formed', async () => {
    const manifest = await t.request('GET', '/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(() => JSON.parse(manifest.body)).not.toThrow();
    const sitemap = await t.request('GET', '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toMatch(/<script/i);
  });
});

describe('address fields', () => {
  const SCRIPT_URLS = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x.png',
  ];

  it('refuse script URLs (and protocol-relative ones) with 400', async () => {
    const company = await one('/api/company');
    const about = await one('/api/about');
    const attempts: Array<[string, string, string, (url: string) => unknown]> = [
      ['company.website', 'PUT', '/api/company', (url) => ({ ...company, website: url })],
      ['company.logo', 'PUT', '/api/company', (url) => ({ ...company, logo: url })],
      ['company.favicon', 'PUT', '/api/company', (url) => ({ ...company, favicon: url })],
      ['about.image', 'PUT', '/api/about', (url) => ({ ...about, image: url })],
      [
        'blog.cover_image',
        'POST',
        '/api/blog-posts',
        (url) => ({ slug: 'capa-invalida', title: 'Capa inválida', cover_image: url }),
      ],
      [
        'service.image',
        'POST',
        '/api/services',
        (url) => ({ title: 'Serviço', description: 'Descrição', image: url }),
      ],
      [
        'portfolio.images',
        'POST',
        '/api/portfolio',
        (url) => ({ title: 'Trabalho', description: 'Descrição', images: [url] }),
      ],
      [
        'social.url',
        'POST',
        '/api/social-links',
        (url) => ({ name: 'Rede', platform: 'website', url }),
      ],
      ['settings.site_url', 'PUT', '/api/settings/site_url', (url) => ({ value: url })],
    ];
    for (const [field, method, url, body] of attempts) {
      for (const address of SCRIPT_URLS) {
        // A protocol-relative address is only wrong where a site path or http(s) is expected.
        if (address.startsWith('//') && /website|social|site_url/.test(field)) continue;
        const res = await t.request(method as 'PUT', url, { token: admin, body: body(address) });
        expect(res.statusCode, `${field} = ${JSON.stringify(address)}: ${res.body}`).toBe(400);
      }
    }
  });
});

describe('SQL metacharacters and other hard text', () => {
  const TEXTS = [
    "'; DROP TABLE services; --",
    "Robert'); DELETE FROM faqs WHERE ('1'='1",
    '100% de desconto_em tudo',
    'barra \\ invertida \\\\ e \\0 e \\x00',
    `aspas "duplas" e 'simples' e \`crase\``,
    'ação, pôr, über, 日本語, العربية, עברית',
    'emoji 🚗❄️🔧 e ZWJ 👨‍🔧',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself, not a template
    '$1 $& $$ ${x} {{7*7}} %s %n',
    'linha 1\nlinha 2\r\ntab\tfim',
  ];

  it('round-trip unchanged through create and read', async () => {
    for (const text of TEXTS) {
      const faq = await t.request('POST', '/api/faqs', {
        token: admin,
        body: { question: `P: ${text}`, answer: `R: ${text}` },
      });
      expect(faq.statusCode, faq.body).toBe(200);
      const read = await t.request('GET', `/api/faqs/${faq.json().id}`, { token: admin });
      expect(read.json()).toMatchObject({ question: `P: ${text}`, answer: `R: ${text}` });

      const service = await t.request('POST', '/api/services', {
        token: admin,
        body: { title: `S: ${text}`.slice(0, 120), description: `D: ${text}` },
      });
      expect(service.statusCode, service.body).toBe(200);
      const readService = await t.request('GET', `/api/services/${service.json().id}`);
      expect(readService.json()).toMatchObject({
        title: `S: ${text}`.slice(0, 120).trim(),
        description: `D: ${text}`.trim(),
      });

      const content = await t.request('PUT', '/api/editable-content/teste.sql', {
        token: admin,
        body: { value: text, section: 'teste', type: 'text' },
      });
      expect(content.statusCode, content.body).toBe(200);
      expect((await t.request('GET', '/api/editable-content/teste.sql')).json().value).toBe(text);
    }
    // The tables are all still there.
    expect((await t.request('GET', '/api/services')).statusCode).toBe(200);
    expect((await t.request('GET', '/api/faqs')).statusCode).toBe(200);
  });

  it('a NUL character (PostgreSQL text cannot hold it) answers 400, never 500', async () => {
    const faq = await t.request('POST', '/api/faqs', {
      token: admin,
      body: { question: 'Pergunta com \u0000 no meio?', answer: 'Resposta.' },
    });
    expect(faq.statusCode, faq.body).toBe(400);
    expect(faq.json().error).toEqual(expect.any(String));
    const setting = await t.request('PUT', '/api/settings/site_name', {
      token: admin,
      body: { value: 'Oficina\u0000' },
    });
    expect(setting.statusCode, setting.body).toBe(400);
  });

  it('LIKE wildcards in a search match themselves only', async () => {
    const rows = [
      'Desconto de 100% no gás',
      'Peça a_b trocada',
      'Barra \\ no texto',
      'Mensagem comum',
    ];
    await t.db.insert(contactMessages).values(
      rows.map((message, i) => ({
        name: `Cliente curinga ${i}`,
        message,
        lgpd_consent: true,
        consent_at: new Date(),
      })),
    );
    const search = async (q: string) => {
      const res = await t.request('GET', `/api/contacts?q=${encodeURIComponent(q)}`, {
        token: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as Array<{ message: string }>).map((c) => c.message).sort();
    };
    expect(await search('%')).toEqual([rows[0]]);
    expect(await search('_')).toEqual([rows[1]]);
    expect(await search('\\')).toEqual([rows[2]]);
    expect(await search("' OR '1'='1")).toEqual([]);
  });
});
