import { purgeExpiredData } from '@oficina/api';
import { TRASH_ENTITIES, type TrashEntity } from '@oficina/core';
import {
  auditLog,
  banners,
  blogPosts,
  faqs,
  popups,
  portfolioItems,
  services,
  socialLinks,
  testimonials,
  trash,
} from '@oficina/db';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  expectError,
  expectInvalid,
  FORBIDDEN,
  LOGIN_REQUIRED,
  MISSING_ID,
} from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';
import { type WireAnswer, wireRequest } from '../testing/wire';

/**
 * Deleting content moves it to the trash for 30 days: gone from every public list and page (the
 * kept copies too), listed by GET /api/trash, and back whole with its id after a restore.
 */

const s = useTestApp({ listen: true });

/** One request on a real connection to the listening server. */
function call(method: string, path: string, token?: string, body?: unknown): Promise<WireAnswer> {
  return wireRequest(s.base, path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

interface TrashEntry {
  entity: string;
  id: number;
  title: string;
  deleted_at: string;
  purge_at: string;
}

async function trashList(query = ''): Promise<TrashEntry[]> {
  const res = await call('GET', `/api/trash${query}`, s.manager);
  expect(res.status, res.text()).toBe(200);
  return res.json();
}

const inTrash = async (entity: string, id: number) =>
  (await trashList()).find((item) => item.entity === entity && item.id === id);

const TABLES: Record<TrashEntity, PgTable & { id: PgColumn }> = {
  services,
  testimonials,
  faqs,
  portfolio: portfolioItems,
  'blog-posts': blogPosts,
  banners,
  popups,
  'social-links': socialLinks,
};

async function rowOf(entity: TrashEntity, id: number) {
  const table = TABLES[entity];
  const [row] = await s.t.db.select().from(table).where(eq(table.id, id));
  return row as Record<string, unknown> | undefined;
}

describe('the trash round trip over HTTP', () => {
  it('hides a deleted testimonial from the list, its page and the kept answers, and restores it whole', async () => {
    const name = 'Rosana Lixeira — Centro';
    const created = await call('POST', '/api/testimonials', s.manager, {
      name,
      content: 'Ar gelando de novo depois da recarga. Atendimento nota dez.',
      rating: 5,
      service: 'Recarga de gás',
    });
    expect(created.status, created.text()).toBe(200);
    const testimonial = created.json();

    // Read twice so the public answer and the home page are kept in memory before the delete.
    for (let i = 0; i < 2; i++) {
      const list = await call('GET', '/api/testimonials');
      expect(list.json().map((x: { id: number }) => x.id)).toContain(testimonial.id);
      expect((await call('GET', '/')).text()).toContain(name);
    }

    const deleted = await call('DELETE', `/api/testimonials/${testimonial.id}`, s.manager);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toEqual({ success: true, id: testimonial.id });

    const after = await call('GET', '/api/testimonials');
    expect(after.json().map((x: { id: number }) => x.id)).not.toContain(testimonial.id);
    expect((await call('GET', `/api/testimonials/${testimonial.id}`)).status).toBe(404);
    expect((await call('GET', '/')).text()).not.toContain(name);

    const entry = await inTrash('testimonials', testimonial.id);
    expect(entry).toEqual({
      entity: 'testimonials',
      id: testimonial.id,
      title: name,
      deleted_at: expect.any(String),
      purge_at: expect.any(String),
    });
    const days = (Date.parse(entry!.purge_at) - Date.parse(entry!.deleted_at)) / 86_400_000;
    expect(days).toBe(30);

    const restored = await call(
      'POST',
      `/api/trash/testimonials/${testimonial.id}/restore`,
      s.manager,
    );
    expect(restored.status, restored.text()).toBe(200);
    expect(restored.json()).toEqual({ success: true, entity: 'testimonials', id: testimonial.id });

    const back = await call('GET', `/api/testimonials/${testimonial.id}`);
    expect(back.status).toBe(200);
    expect(back.json()).toEqual(testimonial);
    const list = (await call('GET', '/api/testimonials')).json();
    expect(list.find((x: { id: number }) => x.id === testimonial.id)).toEqual(testimonial);
    expect((await call('GET', '/')).text()).toContain(name);
    expect(await inTrash('testimonials', testimonial.id)).toBeUndefined();
  });

  it('takes a deleted service off /servicos and a deleted post off the blog, the sitemap and its page', async () => {
    const service = (
      await call('POST', '/api/services', s.manager, {
        title: 'Higienização da lixeira de teste',
        description: 'Serviço criado para o teste da lixeira.',
        image: '/media/servicos/recarga.svg',
      })
    ).json();
    const post = (
      await call('POST', '/api/blog-posts', s.manager, {
        slug: 'post-da-lixeira',
        title: 'Post que vai para a lixeira',
        excerpt: 'Resumo do post da lixeira.',
        body: 'Texto do post da lixeira.',
        published: true,
      })
    ).json();
    expect((await call('GET', '/servicos')).text()).toContain(service.title);
    expect((await call('GET', '/blog')).text()).toContain(post.title);
    expect((await call('GET', '/blog/post-da-lixeira')).status).toBe(200);
    expect((await call('GET', '/sitemap.xml')).text()).toContain('/blog/post-da-lixeira');

    expect((await call('DELETE', `/api/services/${service.id}`, s.manager)).status).toBe(200);
    expect((await call('DELETE', `/api/blog-posts/${post.id}`, s.manager)).status).toBe(200);

    expect((await call('GET', '/servicos')).text()).not.toContain(service.title);
    expect((await call('GET', '/blog')).text()).not.toContain(post.title);
    expect((await call('GET', '/blog/post-da-lixeira')).status).toBe(404);
    expect((await call('GET', '/api/blog-posts/slug/post-da-lixeira')).status).toBe(404);
    expect((await call('GET', '/sitemap.xml')).text()).not.toContain('/blog/post-da-lixeira');
    const hidden = await call('GET', '/api/blog-posts?include_inactive=true', s.viewer);
    expect(hidden.json().map((x: { id: number }) => x.id)).not.toContain(post.id);

    for (const [entity, id] of [
      ['services', service.id],
      ['blog-posts', post.id],
    ] as const) {
      expect((await call('POST', `/api/trash/${entity}/${id}/restore`, s.manager)).status).toBe(
        200,
      );
    }
    expect((await call('GET', '/servicos')).text()).toContain(service.title);
    expect((await call('GET', '/blog/post-da-lixeira')).text()).toContain(post.title);
    const { updated_at: _a, ...postFields } = post;
    const { updated_at: _b, ...backFields } = (
      await call('GET', `/api/blog-posts/${post.id}`)
    ).json();
    expect(backFields).toEqual(postFields);
  });

  it('refuses to restore a post whose slug a new post took, in Portuguese, and keeps it in the trash', async () => {
    const body = { slug: 'slug-disputado', title: 'Primeiro', excerpt: 'x', body: 'y' };
    const first = (await call('POST', '/api/blog-posts', s.manager, body)).json();
    expect((await call('DELETE', `/api/blog-posts/${first.id}`, s.manager)).status).toBe(200);
    // The trashed post holds no slug: a new one may take it.
    const second = await call('POST', '/api/blog-posts', s.manager, { ...body, title: 'Segundo' });
    expect(second.status, second.text()).toBe(200);

    const refused = await call('POST', `/api/trash/blog-posts/${first.id}/restore`, s.manager);
    expect(refused.status).toBe(409);
    expect(refused.json().error).toBe(
      'Já existe outro post com este slug. Mude o slug dele antes de restaurar este.',
    );
    expect(await inTrash('blog-posts', first.id)).toBeDefined();

    await call('PATCH', `/api/blog-posts/${second.json().id}`, s.manager, { slug: 'slug-trocado' });
    expect(
      (await call('POST', `/api/trash/blog-posts/${first.id}/restore`, s.manager)).status,
    ).toBe(200);
  });
});

describe('every kind of content', () => {
  it.each(TRASH_ENTITIES)(
    '%s: deleted to the trash and restored with every column',
    async (entity) => {
      const table = TABLES[entity];
      const [first] = await s.t.db.select().from(table).orderBy(asc(table.id)).limit(1);
      expect(first, `${entity} has seeded rows`).toBeDefined();
      const id = (first as { id: number }).id;
      const before = await rowOf(entity, id);

      const deleted = await s.t.request('DELETE', `/api/${entity}/${id}`, { token: s.manager });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ success: true, id });
      expect(await rowOf(entity, id)).toBeUndefined();
      expect(await inTrash(entity, id)).toMatchObject({ entity, id, title: expect.any(String) });

      const restored = await s.t.request('POST', `/api/trash/${entity}/${id}/restore`, {
        token: s.manager,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const { updated_at: _before, ...kept } = before!;
      const { updated_at: after, ...back } = (await rowOf(entity, id))!;
      expect(back).toEqual(kept);
      // Coming back counts as a change, so a sync sees the item again.
      if (after) expect((after as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    },
  );

  it('records the deletion and the restore in the audit trail', async () => {
    const faq = (
      await s.t.request('POST', '/api/faqs', {
        token: s.manager,
        body: { question: 'Pergunta da auditoria?', answer: 'Resposta da auditoria.' },
      })
    ).json();
    await s.t.request('DELETE', `/api/faqs/${faq.id}`, { token: s.manager });
    await s.t.request('POST', `/api/trash/faqs/${faq.id}/restore`, { token: s.manager });
    const entries = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'faq'), eq(auditLog.entity_id, String(faq.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete', 'restore']);
    expect((entries[2]!.after as { question: string }).question).toBe('Pergunta da auditoria?');
  });
});

describe('GET /api/trash', () => {
  it('lists only what was deleted after deleted_since, and by entity', async () => {
    const before = new Date().toISOString();
    const faq = (
      await s.t.request('POST', '/api/faqs', {
        token: s.manager,
        body: { question: 'Pergunta para sincronizar?', answer: 'Resposta.' },
      })
    ).json();
    await s.t.request('DELETE', `/api/faqs/${faq.id}`, { token: s.manager });
    const since = await trashList(`?deleted_since=${encodeURIComponent(before)}`);
    expect(since.map((item) => [item.entity, item.id])).toEqual([['faqs', faq.id]]);
    const later = await trashList(`?deleted_since=${encodeURIComponent(new Date().toISOString())}`);
    expect(later).toEqual([]);
    const faqsOnly = await trashList('?entity=faqs');
    expect(faqsOnly.every((item) => item.entity === 'faqs')).toBe(true);
  });

  it('answers 400 in Portuguese for a bad deleted_since or entity', async () => {
    const bad = await s.t.request('GET', '/api/trash?deleted_since=ontem', { token: s.manager });
    const issues = expectInvalid(bad, 'deleted_since').issues as { message: string }[];
    expect(issues[0]!.message).toMatch(/Data e hora inválidas/);
    const entity = await s.t.request('GET', '/api/trash?entity=users', { token: s.manager });
    expectInvalid(entity, 'entity');
  });

  it('lets managers and admins list and restore; viewers, users and anonymous callers get 401/403', async () => {
    expectError(await s.t.request('GET', '/api/trash'), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
    const restore = `/api/trash/services/${MISSING_ID}/restore`;
    expectError(await s.t.request('POST', restore), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
    for (const token of [s.user, s.viewer]) {
      expectError(await s.t.request('GET', '/api/trash', { token }), 403, 'FORBIDDEN', FORBIDDEN);
      expectError(await s.t.request('POST', restore, { token }), 403, 'FORBIDDEN', FORBIDDEN);
    }
    for (const token of [s.manager, s.admin]) {
      expect((await s.t.request('GET', '/api/trash', { token })).statusCode).toBe(200);
      expectError(
        await s.t.request('POST', restore, { token }),
        404,
        'NOT_FOUND',
        'Item não encontrado na lixeira',
      );
    }
    // Over tRPC too.
    const trpc = await s.t.request('GET', '/trpc/trash.list?input=%7B%7D', { token: s.viewer });
    expect(trpc.statusCode).toBe(403);
  });
});

describe('the purge', () => {
  it('removes items 30 days after their deletion, not before', async () => {
    const link = (
      await s.t.request('POST', '/api/social-links', {
        token: s.manager,
        body: { name: 'Rede da purga', platform: 'instagram', url: 'https://instagram.com/purga' },
      })
    ).json();
    await s.t.request('DELETE', `/api/social-links/${link.id}`, { token: s.manager });
    const [entry] = await s.t.db
      .select()
      .from(trash)
      .where(and(eq(trash.entity, 'social-links'), eq(trash.item_id, link.id)));
    const deletedAt = entry!.deleted_at.getTime();
    const day = 86_400_000;

    const early = await purgeExpiredData(s.t.db, new Date(deletedAt + 29 * day));
    expect(early.trashItems).toBe(0);
    // Read from the table: the purge a month ahead also ends every session.
    const kept = await s.t.db.select().from(trash).where(eq(trash.item_id, link.id));
    expect(kept.map((row) => row.entity)).toContain('social-links');

    const late = await purgeExpiredData(s.t.db, new Date(deletedAt + 30 * day + 1000));
    expect(late.trashItems).toBeGreaterThanOrEqual(1);
    const fresh = await s.t.tokenFor('manager');
    const restore = await s.t.request('POST', `/api/trash/social-links/${link.id}/restore`, {
      token: fresh,
    });
    expectError(restore, 404, 'NOT_FOUND', 'Item não encontrado na lixeira');
    expect((await s.t.request('GET', '/api/trash', { token: fresh })).json()).not.toContainEqual(
      expect.objectContaining({ entity: 'social-links', id: link.id }),
    );
  });
});
