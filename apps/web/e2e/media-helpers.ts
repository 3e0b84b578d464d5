import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { adminToken } from './admin-helpers';
import { e2e } from './browser';

/** sharp, a dependency of the server (image uploads), to draw a test picture. */
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))(
  'sharp',
) as typeof import('sharp');

let shade = 0;

/**
 * Uploads a PNG of its own colour under `filename` (with `alt`, when given), as the panel's
 * upload does, and answers the stored image.
 */
export async function uploadTestImage(
  filename: string,
  alt?: string,
): Promise<{ id: number; url: string }> {
  shade += 37;
  const bytes = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: shade % 256, g: 140, b: 60 } },
  })
    .png()
    .toBuffer();
  const query = alt === undefined ? '' : `?alt=${encodeURIComponent(alt)}`;
  const res = await fetch(`${e2e().baseUrl}/api/media${query}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      'content-type': 'image/png',
      'x-file-name': encodeURIComponent(filename),
    },
    body: new Uint8Array(bytes),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; url: string };
}
