import { MESSAGES } from '@oficina/core';
import { TRPCError } from '@trpc/server';
import { type ZodError, ZodRealError, type z } from 'zod';

/** Messages our own code throws on purpose; anything else is replaced by a generic one. */
const DEFAULT_BY_CODE: Partial<Record<TRPCError['code'], string>> = {
  BAD_REQUEST: MESSAGES.validation,
  PARSE_ERROR: MESSAGES.invalidJson,
  METHOD_NOT_SUPPORTED: MESSAGES.methodNotAllowed,
  UNAUTHORIZED: MESSAGES.loginRequired,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: MESSAGES.notFound,
  CONFLICT: MESSAGES.conflict,
  PAYLOAD_TOO_LARGE: MESSAGES.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  TOO_MANY_REQUESTS: MESSAGES.tooManyRequests,
  SERVICE_UNAVAILABLE: MESSAGES.unavailable,
  INTERNAL_SERVER_ERROR: MESSAGES.internal,
};

/** Marks an error as thrown by our code with a message fit for the client. */
export class PublicError extends TRPCError {
  readonly public = true;
}

export function publicMessageFor(error: TRPCError, zodError: ZodError | null): string {
  // A refusal that names its fields and says it in its own words (undeclared input).
  if (error instanceof PublicError && zodError) return error.message;
  if (zodError) {
    // A form-level rule's message, or one message shared by every failing field (the login's
    // 'Por favor, preencha todos os campos'), reads better than the generic one.
    const [first, ...rest] = zodError.issues;
    if (!first) return MESSAGES.validation;
    const sameMessage = rest.length > 0 && rest.every((issue) => issue.message === first.message);
    const customRule = rest.length === 0 && first.code === 'custom';
    // The login form's contract: a single missing field also answers 'Por favor, preencha
    // todos os campos', the message the panel shows for any empty field.
    const fillAll = zodError.issues.every((issue) => issue.message === MESSAGES.fillAllFields);
    return sameMessage || customRule || fillAll ? first.message : MESSAGES.validation;
  }
  if (error instanceof PublicError) return error.message;
  // tRPC's own reading of a body or `?input=` that is not JSON.
  if (error.cause instanceof SyntaxError) return MESSAGES.invalidJson;
  return DEFAULT_BY_CODE[error.code] ?? MESSAGES.internal;
}

/** Validation issues as every API answer lists them. */
export function publicIssues(zodError: ZodError | null) {
  return zodError?.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
    code: issue.code,
  }));
}

export const notFound = (message: string = MESSAGES.notFound) =>
  new PublicError({ code: 'NOT_FOUND', message });

export const badRequest = (message: string) => new PublicError({ code: 'BAD_REQUEST', message });

/**
 * A 400 naming each refused field, as a failed input parse answers; for rules checked after
 * parsing, on the row an update would leave. (ZodRealError, unlike ZodError, is an Error, so
 * tRPC keeps it as the cause and the error formatter lists its issues.)
 */
export const invalidInput = (issues: ReadonlyArray<z.core.$ZodRawIssue | z.core.$ZodIssue>) =>
  new TRPCError({
    code: 'BAD_REQUEST',
    cause: new ZodRealError(issues as z.core.$ZodIssue[]),
  });

/** The input parsed by `schema` as a whole, or a 400 naming each refused field. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

export const forbidden = (message: string = MESSAGES.forbidden) =>
  new PublicError({ code: 'FORBIDDEN', message });

export const conflict = (message: string = MESSAGES.conflict) =>
  new PublicError({ code: 'CONFLICT', message });

/** The error codes along an error's `cause` chain (drizzle wraps the driver's error). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function pgErrorCode(error: unknown): string | undefined {
  return errorCodes(error).find((code) => /^[0-9A-Z]{5}$/.test(code));
}

/**
 * SQLSTATEs PostgreSQL raises for a value it cannot take as given, so the input was at fault:
 * a NUL character or an invalid byte sequence (22021), a \u0000 in JSON (22P05), text too long
 * for its column (22001), a number out of range (22003), a malformed value (22P02), an invalid
 * date (22007, 22008), a check constraint (23514), and a value nested too deep (54001).
 */
const INPUT_REJECTED_BY_DATABASE = new Set([
  '22021',
  '22P05',
  '22001',
  '22003',
  '22P02',
  '22007',
  '22008',
  '23514',
  '54001',
]);

/** An exclusion constraint refused the row (23P01): a booking's bay already taken at that time. */
export function isExclusionViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23P01';
}

/** A unique constraint refused the row (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

export function isInputRejectedByDatabase(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && INPUT_REJECTED_BY_DATABASE.has(code);
}

/**
 * The database cannot be reached or is going away: connection refused or reset (Node's
 * codes), a connection the postgres driver lost (its own codes), PostgreSQL shutting down
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now) or a connection
 * failure (class 08). Another try may succeed once it is back.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  return errorCodes(error).some(
    (code) => UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code),
  );
}

export const unavailable = () =>
  new PublicError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.unavailable });

/**
 * A deadlock (40P01) or serialization failure (40001): PostgreSQL rolled the transaction back
 * and running it again may well succeed.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '40P01' || code === '40001';
}

/**
 * Turns database errors caused by the request into 4xx answers instead of 500s, and an
 * unreachable database into 503.
 */
/** The name of the constraint a database error names (postgres.js and PGlite spell it apart). */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const named = current as { constraint_name?: unknown; constraint?: unknown };
    const name = named.constraint_name ?? named.constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A unique violation's message: one for the table, or one per constraint when a table has
 * several (a user's name and e-mail), chosen by the constraint's name.
 */
export type UniqueMessage = string | ((constraint: string | undefined) => string);

export function mapDatabaseError(
  error: unknown,
  uniqueMessage: UniqueMessage = MESSAGES.conflict,
): never {
  const code = pgErrorCode(error);
  // Still colliding after the retries (or outside a retried transaction): ask for another try.
  if (code === '40P01' || code === '40001') throw conflict(MESSAGES.concurrentChange);
  if (code === '23505')
    throw conflict(
      typeof uniqueMessage === 'string' ? uniqueMessage : uniqueMessage(violatedConstraint(error)),
    );
  if (code === '23503') throw conflict('O registro está em uso por outros dados');
  if (isInputRejectedByDatabase(error)) throw badRequest(MESSAGES.validation);
  if (isDatabaseUnavailable(error)) throw unavailable();
  throw error;
}
