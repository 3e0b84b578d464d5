import { TRPCClientError } from '@trpc/client';

/** Generic messages, for when the server sent none of its own. */
export const CONNECTION_ERROR = 'Erro de conexão com o servidor';
export const UNKNOWN_ERROR = 'Erro desconhecido';

interface ErrorData {
  httpStatus?: number;
  code?: string;
}

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

export function httpStatusOf(error: unknown): number {
  return dataOf(error)?.httpStatus ?? 0;
}

/** No answer from the server at all (offline, server down, request aborted). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TRPCClientError && dataOf(error) === undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}

/**
 * The message to show a person: the server's Portuguese message when it sent one,
 * CONNECTION_ERROR when nothing came back, and 'HTTP {status}' as the last resort.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (isNetworkError(error)) return CONNECTION_ERROR;
  if (error instanceof TRPCClientError) {
    const status = httpStatusOf(error);
    if (status >= 500) return fallback ?? `HTTP ${status}`;
    return error.message || fallback || (status ? `HTTP ${status}` : UNKNOWN_ERROR);
  }
  if (error instanceof Error && error.message) return fallback ?? error.message;
  return fallback ?? UNKNOWN_ERROR;
}

/** Field-level messages from a validation failure, keyed by the field's path ("messages.0"). */
export function fieldIssues(error: unknown): Record<string, string> {
  const issues = (error as { shape?: { data?: { issues?: unknown } } })?.shape?.data?.issues;
  const result: Record<string, string> = {};
  if (!Array.isArray(issues)) return result;
  for (const issue of issues as { path?: (string | number)[]; message?: string }[]) {
    const key = (issue.path ?? []).join('.');
    if (key && issue.message && !result[key]) result[key] = issue.message;
  }
  return result;
}
