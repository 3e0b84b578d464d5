import { ROLES, type Role } from '@oficina/core';
import { afterAll, beforeAll } from 'vitest';
import { accessChecks } from './rest-expectations';
import { startTestApp, type TestApp } from './test-app';

export type SuiteTokens = Record<Role, string>;

/** A test file's app and one signed-in token per role, filled in by beforeAll. */
export type TestAppSuite = SuiteTokens & {
  t: TestApp;
  /** With `listen`: the address of the app on a real port, e.g. http://127.0.0.1:41234. */
  base: string;
} & ReturnType<typeof accessChecks>;

/**
 * Starts the real app on a fresh test database before the file's tests and closes it after,
 * with a session token for each of `roles` (every role by default). The fields are read inside
 * tests or hooks, once beforeAll has set them.
 */
export function useTestApp(
  options: Parameters<typeof startTestApp>[0] & {
    roles?: readonly Role[];
    /** Also listen on a free port of 127.0.0.1, for tests that call it over real HTTP. */
    listen?: boolean;
  } = {},
): TestAppSuite {
  const { roles = ROLES, listen = false, ...appOptions } = options;
  const suite = {} as TestAppSuite;
  Object.assign(
    suite,
    accessChecks(
      () => suite.t,
      () => suite,
    ),
  );
  beforeAll(async () => {
    suite.t = await startTestApp(appOptions);
    if (listen) {
      await suite.t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = suite.t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      suite.base = `http://127.0.0.1:${address.port}`;
    }
    for (const role of roles) suite[role] = await suite.t.tokenFor(role);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
