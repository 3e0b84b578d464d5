import { ROLES, type Role } from '@oficina/core';
import { afterAll, beforeAll } from 'vitest';
import { accessChecks } from './rest-expectations';
import { startTestApp, type TestApp } from './test-app';

export type SuiteTokens = Record<Role, string>;

/** A test file's app and one signed-in token per role, filled in by beforeAll. */
export type TestAppSuite = SuiteTokens & {
  t: TestApp;
} & ReturnType<typeof accessChecks>;

/**
 * Starts the real app on a fresh test database before the file's tests and closes it after,
 * with a session token for each of `roles` (every role by default). The fields are read inside
 * tests or hooks, once beforeAll has set them.
 */
export function useTestApp(
  options: Parameters<typeof startTestApp>[0] & { roles?: readonly Role[] } = {},
): TestAppSuite {
  const { roles = ROLES, ...appOptions } = options;
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
    for (const role of roles) suite[role] = await suite.t.tokenFor(role);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
