import sharp from 'sharp';
import { wireRequest } from './wire';

/**
 * Uploads a small PNG of one colour to the image library of a listening app, as a manager
 * would, for tests whose requests name an uploaded image.
 */
export async function uploadTestPng(baseUrl: string, token: string, background: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
  const upload = await wireRequest(baseUrl, '/api/media', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: png,
  });
  if (upload.status >= 300) throw new Error(`upload failed: ${upload.text()}`);
  return upload;
}
