import type { AppRouter } from '@oficina/api';
import type { TRPCLink } from '@trpc/client';

/** The part of TanStack Router's server manifest we fill: the document's scripts and styles. */
export interface ServerManifest {
  routes: Record<
    string,
    {
      preloads?: string[];
      css?: string[];
      scripts?: { attrs?: Record<string, unknown>; children?: string }[];
    }
  >;
}

export interface WebEntry {
  render(options: {
    request: Request;
    trpcLink: TRPCLink<AppRouter>;
    manifest: ServerManifest;
    /** Written as the nonce of every script the page writes itself. */
    nonce?: string;
  }): Promise<Response>;
}
