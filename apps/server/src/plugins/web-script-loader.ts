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
 * inline script), so the scripts can wait for what the visitor came to see. The chunks the entry
 * imports are preloaded at the same moment, so they load beside it and not one after another.
 */
export function scriptLoader(entry: string, imports: readonly string[]): string {
  // Short names on purpose: the text is written twice in every page (the script, and the
  // router's copy of its manifest for hydration).
  return (
    '(()=>{let s=0;const g=()=>{if(s)return;s=1;' +
    `for(const h of ${JSON.stringify(imports)}){const l=document.createElement("link");` +
    'l.rel="modulepreload";l.href=h;document.head.append(l)}' +
    'const e=document.createElement("script");e.type="module";' +
    `e.src=${JSON.stringify(entry)};document.head.append(e)};` +
    'document.readyState=="complete"?g():' +
    `(addEventListener("load",g),setTimeout(g,${SCRIPT_START_MAX_WAIT_MS}))})()`
  );
}
