import { MEDIA_MESSAGES } from '@oficina/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, LOGIN_REQUIRED, MISSING_ID } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

/**
 * GET /api/media/{id}: the image field of the panel reads the chosen image's alt text from it,
 * over a real socket, and only managers may read it.
 */

const s = useTestApp({ roles: ['manager', 'viewer'], listen: true });

const get = async (id: number | string, token?: string) => {
  const res = await fetch(`${s.base}/api/media/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { alt?: string | null } };
};

describe('GET /api/media/{id}', () => {
  it('answers the image with its alt text, as PUT left it', async () => {
    const bytes = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const upload = await fetch(`${s.base}/api/media?alt=${encodeURIComponent('Bancada')}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${s.manager}`,
        'content-type': 'image/png',
        'x-file-name': 'bancada.png',
      },
      body: bytes,
    });
    expect(upload.status).toBe(201);
    const image = (await upload.json()) as { id: number; url: string };

    const first = await get(image.id, s.manager);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: image.id, url: image.url, alt: 'Bancada' });

    const put = await fetch(`${s.base}/api/media/${image.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${s.manager}`, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: 'Bancada com o compressor novo' }),
    });
    expect(put.status).toBe(200);
    expect((await get(image.id, s.manager)).body.alt).toBe('Bancada com o compressor novo');
  });

  it('is for managers only, and says in Portuguese when the image is gone', async () => {
    expect(await get(1)).toMatchObject({ status: 401, body: { error: LOGIN_REQUIRED } });
    expect(await get(1, s.viewer)).toMatchObject({ status: 403, body: { error: FORBIDDEN } });
    expect(await get(MISSING_ID, s.manager)).toMatchObject({
      status: 404,
      body: { error: MEDIA_MESSAGES.notFound },
    });
    expect((await get('abc', s.manager)).status).toBe(400);
  });
});
