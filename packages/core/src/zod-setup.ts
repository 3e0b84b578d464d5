import { z } from 'zod';
import { MESSAGES } from './messages';

// Validation messages in Portuguese wherever a schema is used: API answers, forms, seeds.
// Zod's Portuguese locale names the type it received, so a missing field read "recebeu um valor
// "undefined"" and a number a query string could not give read "NaN": words a person filling a
// form should never see. Those two cases get plain messages; everything else keeps the locale.
const ptBR = z.locales.ptBR().localeError;
z.config({
  localeError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return MESSAGES.requiredField;
      // NaN, or a JSON number too large for a double (1e400 reads as Infinity): the locale
      // would say "expected a number, received a number".
      if (typeof issue.input === 'number' && !Number.isFinite(issue.input))
        return MESSAGES.invalidNumber;
    }
    return ptBR(issue);
  },
});

// In a browser the pages' Content-Security-Policy allows no eval. Zod would otherwise probe
// `new Function` as each object schema is built (to compile a faster parser) and, even caught,
// the probe is reported as a CSP violation. Set before any schema exists: imported first by
// this package's entry and by schemas/common.ts.
if ('document' in globalThis) z.config({ jitless: true });
