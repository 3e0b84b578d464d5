import type { ReactNode } from 'react';
import { ShellQueriesContext, useShellQueriesOnce } from './site-data';

/** Reads the site-wide records once for everything below it (see `useShellQueriesOnce`). */
export function ShellQueriesProvider({ children }: { children: ReactNode }) {
  return (
    <ShellQueriesContext.Provider value={useShellQueriesOnce()}>
      {children}
    </ShellQueriesContext.Provider>
  );
}
