import { afterEach, beforeEach } from 'vitest';
import { recordConsoleError, takeUnexpectedErrors } from './log-capture';

/**
 * Fails a test that made the server log at error level, or called `console.error`, without
 * declaring it (`expectErrorLog`). Loaded for every integration test file (vitest setupFiles).
 */
const originalConsoleError = console.error;
console.error = (...args: unknown[]) => {
  recordConsoleError(args);
  originalConsoleError(...args);
};

// Lines from before the test (another test's late requests, module loading) are not its own.
beforeEach(() => {
  takeUnexpectedErrors();
});

afterEach(() => {
  const unexpected = takeUnexpectedErrors();
  if (unexpected.length > 0)
    throw new Error(
      `the test logged ${unexpected.length} unexpected error line(s); fix the cause, or declare ` +
        `it with expectErrorLog(/…/) if the test provokes it on purpose:\n${unexpected.join('\n')}`,
    );
});
