/**
 * The longest the site's scripts wait for the page's `load` event: an image that never finishes
 * must not keep the page from becoming interactive.
 */
export const SCRIPT_START_MAX_WAIT_MS = 3000;

/**
 * The inline script that starts the site's JavaScript (the entry and the chunks it imports) once
 * the page has loaded, instead of tags the browser fetches while it is still parsing the page.
 *
 * Why: on a slow phone connection those ~135 KB compressed shared the bandwidth with the page's
 * own text and images, so the largest heading or photo painted later than it had to. Everything
 * on a page works before its scripts run (links, phone and WhatsApp links, the cookie bar's
 * inline script), so the scripts can wait for what the visitor came to see. All the files are
 * preloaded at that moment, so they download side by side, not one after another.
 *
 * They then run one file at a time, each in a task of its own: `imports` in the order they
 * depend on each other (React before the router libraries), the entry last. A module script
 * runs every file it imports that has not run yet, in the same task; started alone, the entry
 * ran React, the router and the site's code in one task, the longest of a first visit on a slow
 * phone. A file that fails to load does not stop the chain: the entry's own import of it then
 * fails as it would have.
 */
export function scriptLoader(entry: string, imports: readonly string[]): string {
  // Short names on purpose: the text is written twice in every page (the script, and the
  // router's copy of its manifest for hydration).
  return (
    '(()=>{let s=0;const g=()=>{if(s)return;s=1;' +
    `const q=${JSON.stringify([...imports, entry])};` +
    'for(const h of q){const l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=h;document.head.append(l)}' +
    'const n=i=>{const e=document.createElement("script");e.type="module";e.src=q[i];' +
    'if(++i<q.length)e.onload=e.onerror=()=>n(i);document.head.append(e)};n(0)};' +
    'document.readyState=="complete"?g():' +
    `(addEventListener("load",g),setTimeout(g,${SCRIPT_START_MAX_WAIT_MS}))})()`
  );
}

/**
 * The chunks of `names` in an order where each comes after the chunks it imports (a depth-first
 * walk of the build manifest), so the loader can run them one by one.
 */
export function inDependencyOrder(
  names: readonly string[],
  importsOf: (name: string) => readonly string[],
): string[] {
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const dependency of importsOf(name))
      if (names.includes(dependency)) visit(dependency, path);
    path.delete(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}
