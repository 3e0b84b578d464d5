import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerScripts, SERVER_SCRIPT_MARK } from './inline-scripts';

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const M = SERVER_SCRIPT_MARK;

describe('hashServerScripts', () => {
  it("hashes the server's own inline scripts and removes the mark everywhere", () => {
    const page = hashServerScripts(
      `<head><meta property="csp-nonce" content="${M}"/><link rel="modulepreload" href="/assets/a.js" nonce="${M}"/>` +
        `<script nonce="${M}">setTheme()</script></head><body><script class="$tsr" nonce="${M}">$_TSR.h()</script>` +
        `<script type="module" async="" src="/assets/entry.js" nonce="${M}"></script></body>`,
    );
    expect(page.hashes).toEqual([source('setTheme()'), source('$_TSR.h()')]);
    expect(page.html).not.toContain(M);
    expect(page.html).toContain('<script class="$tsr">$_TSR.h()</script>');
    expect(page.html).toContain('<script type="module" async="" src="/assets/entry.js"></script>');
  });

  it('does not hash an inline script without the mark: the policy keeps blocking it', () => {
    const page = hashServerScripts(
      `<script nonce="${M}">ok()</script><p><script>alert(1)</script></p><script nonce="outro">alert(2)</script>`,
    );
    expect(page.hashes).toEqual([source('ok()')]);
  });

  it('leaves JSON-LD data blocks out of the policy', () => {
    const page = hashServerScripts(
      `<script type="application/ld+json" nonce="${M}">{"a":1}</script>`,
    );
    expect(page.hashes).toEqual([]);
  });

  it('refuses a page where the mark would still be sent', () => {
    expect(() => hashServerScripts(`<div data-x="${M}"></div>`)).toThrow();
  });
});
