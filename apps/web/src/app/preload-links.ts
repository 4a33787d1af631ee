/** The id of index.html's list of the files each opening page's feature brings (apps/web/route-preload.ts). */
export const ROUTE_FILES_ID = 'bourse-route-files';

/** The id of index.html's list of the app's own scripts, its entry first (apps/web/boot-after-paint.ts). */
export const APP_FILES_ID = 'bourse-app-files';

/**
 * Asks for `files` (`/assets/...`) at low priority without running them: scripts as module preloads, style sheets as
 * style preloads, in CORS mode as Vite's loader asks for its style sheets (or the browser would not reuse the copy).
 * The first few are added at once, the rest a few per task (in their order): each link costs the browser 2–7 ms at 4x
 * CPU slowdown, and /market's three dozen added in one task made the longest task of its start-up (66–291 ms). A file
 * the page has asked for already is skipped.
 * Plain JavaScript once its types are stripped: index.html's boot script embeds it as written
 * (`preloadLinks.toString()`, apps/web/boot-after-paint.ts), so it names nothing outside itself.
 */
export function preloadLinks(files: readonly string[]): void {
  const perTask = 6;
  const rest = files.slice();
  function addSome() {
    // Each few into the head at once (a fragment), which costs the browser less than adding them one by one.
    const links = document.createDocumentFragment();
    // What the page has asked for already (index.html's list for the opening page, an earlier tab's, the app's own
    // scripts, Vite's loader): another link would cost as much and fetch nothing.
    const asked = new Set<string>();
    document.querySelectorAll('link[href],script[src]').forEach(function (e) {
      asked.add(e.getAttribute('href') || e.getAttribute('src') || '');
    });
    let added = 0;
    while (rest.length && added < perTask) {
      const u = rest.shift() as string;
      if (asked.has(u)) continue;
      asked.add(u);
      const l = document.createElement('link');
      if (/\.css$/.test(u)) {
        l.rel = 'preload';
        l.as = 'style';
      } else l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.fetchPriority = 'low';
      l.href = u;
      links.appendChild(l);
      added++;
    }
    if (added) document.head.appendChild(links);
    if (rest.length) setTimeout(addSome, 0);
  }
  addSome();
}

/** The files each opening page's feature brings, as the build listed them in index.html; none in development. */
export function builtRouteFiles(): Readonly<Record<string, readonly string[]>> | undefined {
  const text = document.getElementById(ROUTE_FILES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, string[]>;
  } catch {
    return undefined;
  }
}
