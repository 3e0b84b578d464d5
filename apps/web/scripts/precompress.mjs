// Writes a .br and a .gz beside each compressible file of the given build directories, once at
// build time and at the highest levels, so the server sends them as they are (@fastify/static
// `preCompressed`) instead of compressing every answer on the fly at a light level.
//   node scripts/precompress.mjs dist/client/assets dist/admin/assets
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Source maps are left alone: only developer tools fetch them.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|html)$/;
// Below this size the saving is smaller than the response headers.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

async function precompress(path) {
  const source = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant no smaller than the file is not written: the server then sends the file itself.
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  return { source: source.length, br: br.length, gz: gz.length };
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/precompress.mjs <dir>...');
  process.exit(1);
}
for (const dir of dirs) {
  const totals = { files: 0, source: 0, br: 0, gz: 0 };
  for (const path of files(dir)) {
    const sizes = await precompress(path);
    totals.files++;
    totals.source += sizes.source;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompress ${relative(process.cwd(), dir) || dir}: ${totals.files} files, ${kb(totals.source)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}
