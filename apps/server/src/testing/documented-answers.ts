import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Operation } from './openapi-operations';

// ajv-formats is CommonJS: its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/**
 * Checks an answer against what the OpenAPI document promises for its operation: the status is
 * one the operation documents, and a JSON body matches that status's schema (the document's
 * own JSON Schema, 2020-12 as OpenAPI 3.1 uses). Returns what is wrong, or null.
 */
export function answerChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (op: Operation, status: number, contentType: string | undefined, body: string) => {
    const documented = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
    if (!documented) {
      return `${status} is not among the documented answers (${Object.keys(op.responses).join(', ')})`;
    }
    if (!documented.schema || !contentType?.includes('application/json')) return null;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return 'the body is not JSON';
    }
    const validate = validatorOf(documented.schema);
    if (validate(value)) return null;
    return `the body does not match the documented schema: ${ajv.errorsText(validate.errors, {
      separator: '; ',
    })}`;
  };
}
