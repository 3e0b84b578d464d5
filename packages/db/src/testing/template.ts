/** What the test setup hands to every test file: where its template database is. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };
