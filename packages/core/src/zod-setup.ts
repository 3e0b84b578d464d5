import { z } from 'zod';

// Validation messages in Portuguese wherever a schema is used: API answers, forms, seeds.
z.config(z.locales.ptBR());

// In a browser the pages' Content-Security-Policy allows no eval. Zod would otherwise probe
// `new Function` as each object schema is built (to compile a faster parser) and, even caught,
// the probe is reported as a CSP violation. Set before any schema exists: imported first by
// this package's entry and by schemas/common.ts.
if ('document' in globalThis) z.config({ jitless: true });
