// Rasterizes the favicon's snowflake into the PNG icons the web app manifest and iOS need
// (no image library in the project: a few lines of geometry and a minimal PNG encoder).
// Run once after changing the artwork and commit the output:
//   node apps/web/scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../server/public/media/icons');

// Same drawing as apps/server/public/media/favicon.svg (64×64 units, centred at 32,32).
const SNOWFLAKE =
  'M0 0L0 -23M-4.9 -16.8L0 -12L4.9 -16.8M-2.9 -21.3L0 -18.4L2.9 -21.3M0 0L19.9 -11.5M12.1 -12.6L10.4 -6L17 -4.2M17 -13.2L15.9 -9.2L19.9 -8.1M0 0L19.9 11.5M17 4.2L10.4 6L12.1 12.6M19.9 8.1L15.9 9.2L17 13.2M0 0L0 23M4.9 16.8L0 12L-4.9 16.8M2.9 21.3L0 18.4L-2.9 21.3M0 0L-19.9 11.5M-12.1 12.6L-10.4 6L-17 4.2M-17 13.2L-15.9 9.2L-19.9 8.1M0 0L-19.9 -11.5M-17 -4.2L-10.4 -6L-12.1 -12.6M-19.9 -8.1L-15.9 -9.2L-17 -13.2';
const STROKE_WIDTH = 4.2;
const CENTER_RADIUS = 4;
const BG = [0x0b, 0x25, 0x45];
const STROKE = [0x13, 0xc4, 0xe6];
const CENTER = [0xee, 0xf8, 0xfb];

/** "M x y L x y …" → line segments [x1, y1, x2, y2]. */
function segments(d) {
  const out = [];
  let cursor = null;
  for (const [, cmd, x, y] of d.matchAll(/([ML])\s*(-?[\d.]+)\s+(-?[\d.]+)/g)) {
    const point = [Number(x), Number(y)];
    if (cmd === 'L' && cursor) out.push([...cursor, ...point]);
    cursor = point;
  }
  return out;
}
const SEGMENTS = segments(SNOWFLAKE);

function distanceToSegment(px, py, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

/** Inside a rounded square of half-size h and corner radius r, both centred on the origin. */
function inRoundedSquare(x, y, h, r) {
  const qx = Math.abs(x) - (h - r);
  const qy = Math.abs(y) - (h - r);
  if (qx <= 0 || qy <= 0) return Math.abs(x) <= h && Math.abs(y) <= h;
  return Math.hypot(qx, qy) <= r;
}

/**
 * One icon. Coordinates are in favicon units centred on the origin: the canvas spans
 * ±32 units; `artScale` shrinks the snowflake (maskable icons keep it in the safe zone);
 * `cornerRadius` 0 fills the whole square (maskable and Apple icons are cropped by the system).
 */
function render(size, { artScale = 1, cornerRadius = 14 } = {}) {
  const SS = 4; // supersamples per axis
  const unitsPerPixel = 64 / size;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = (px + (sx + 0.5) / SS) * unitsPerPixel - 32;
          const y = (py + (sy + 0.5) / SS) * unitsPerPixel - 32;
          if (!inRoundedSquare(x, y, 32, cornerRadius)) continue;
          const ax = x / artScale;
          const ay = y / artScale;
          let color = BG;
          if (Math.hypot(ax, ay) <= CENTER_RADIUS) color = CENTER;
          else if (Math.hypot(ax, ay) <= 23 + STROKE_WIDTH) {
            for (const seg of SEGMENTS) {
              if (distanceToSegment(ax, ay, seg) <= STROKE_WIDTH / 2) {
                color = STROKE;
                break;
              }
            }
          }
          r += color[0];
          g += color[1];
          b += color[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
        rgba[i + 3] = Math.round((a / (SS * SS)) * 255);
      }
    }
  }
  return encodePng(size, size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
/** 8-bit RGBA, filter 0 on every row, one zlib stream. */
function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // colour type: RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++)
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = {
  'icon-192.png': render(192),
  'icon-512.png': render(512),
  // Maskable: full bleed, artwork inside the central 80% safe circle.
  'icon-maskable-512.png': render(512, { artScale: 0.72, cornerRadius: 0 }),
  // iOS rounds the corners itself and shows transparency as black.
  'apple-touch-icon.png': render(180, { artScale: 0.85, cornerRadius: 0 }),
};

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, png] of Object.entries(ICONS)) {
  writeFileSync(join(OUT_DIR, name), png);
  console.log(`${name}: ${png.length} bytes`);
}
