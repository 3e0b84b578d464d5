import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES } from '../testing/crud-table';
import { expectError } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const entity = CRUD_ENTITIES.services;
describeCrud(s, entity);

const post = async (body: Record<string, unknown>) => {
  const res = await s.t.request('POST', '/api/services', { token: s.manager, body });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('services of their own', () => {
  it('fills the defaults: empty price and the placeholder image', async () => {
    const created = await post({ title: 'Diagnóstico', description: 'Com scanner.' });
    expect(created).toMatchObject({
      price: '',
      image: '/media/placeholder-servico.svg',
      display_order: 0,
    });
    const blankImage = await post({ ...entity.valid(), image: '' });
    expect(blankImage.image).toBe('/media/placeholder-servico.svg');
  });

  it('shows the estimated time on the services page, and no line without one', async () => {
    const timed = await post({
      ...entity.valid(),
      title: 'Troca de compressor',
      duration: '1 dia',
    });
    const untimed = await post({ ...entity.valid(), title: 'Recarga rápida' });
    expect(untimed.duration).toBe('');
    const page = await s.t.request('GET', '/servicos');
    expect(page.statusCode).toBe(200);
    const card = (id: number) =>
      page.body.slice(page.body.indexOf(`id="servico-${id}"`)).split('</article>')[0] ?? '';
    expect(card(timed.id)).toMatch(/Tempo estimado: .*1 dia/);
    expect(card(untimed.id)).not.toContain('Tempo estimado');
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { authorization: `Bearer ${s.manager}`, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expectError(res, 400, 'BAD_REQUEST', 'JSON inválido no corpo da requisição');
  });

  it('PUT keeps every field the body leaves out', async () => {
    const created = await post(entity.valid());
    const res = await s.t.request('PUT', `/api/services/${created.id}`, {
      token: s.manager,
      body: { title: 'Válvula nova', description: 'Só o título e a descrição mudam.' },
    });
    expect(res.statusCode).toBe(200);
    const { price, image, display_order } = entity.valid();
    expect(res.json()).toMatchObject({ price, image, display_order });
  });
});
