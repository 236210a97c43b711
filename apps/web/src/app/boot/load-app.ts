/**
 * The scripts the built index.html loads: the entry, the chunks the app's start needs, the login page's, the
 * layout's, and each screen's by its route path (each list without the files of the lists before it).
 */
export interface AppFiles {
  entry: string;
  start: readonly string[];
  login: readonly string[];
  layout: readonly string[];
  screens: Readonly<Record<string, readonly string[]>>;
}

/**
 * Loads the app into the built index.html: preloads the chunks its start needs, with the login page's when the
 * inline theme script found that login is what this visit shows (`data-boot`), then runs the entry; otherwise,
 * once the start's chunks are in, the layout's and those of the screen the URL's hash opens (issue 26: a deep link
 * fetches them while the start runs, not once it has run and asked for them). When the
 * prerendered login page is on screen, that waits for the first paint (the next animation frame, then a task), so a
 * slow phone paints the form before it fetches a byte of JS; in a hidden tab, which paints nothing, and for a stored
 * session, which has nothing prerendered to paint, it loads at once.
 *
 * The build inlines this function's source at the end of the body (`scripts/prerender-login.mjs`): it refers to
 * nothing outside itself.
 */
export function loadApp(
  files: AppFiles,
  {
    doc = document,
    hash = location.hash,
    nextFrame = (callback: () => void) => void requestAnimationFrame(callback),
  }: { doc?: Document; hash?: string; nextFrame?: (callback: () => void) => void } = {},
): void {
  const login = doc.documentElement.dataset.boot === 'login';
  // The route path of the hash (`#/admin/user?x=1` → `/admin/user`), as the hash router reads it.
  const path = new URL(hash.replace(/^#/, '') || '/', 'http://app').pathname;
  /** Preloads `hrefs`; `then` once each has loaded or failed. */
  const preload = (hrefs: readonly string[], then = () => {}) => {
    let left = hrefs.length;
    if (left === 0) then();
    for (const href of hrefs) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      link.onload = link.onerror = () => {
        left -= 1;
        if (left === 0) then();
      };
      doc.head.append(link);
    }
  };
  const load = () => {
    // The layout's and the screen's chunks once the start's are in: asked together, they would share the line
    // with them and hold back the start, which runs while these arrive.
    if (login) preload([...files.start, ...files.login]);
    else preload(files.start, () => preload([...files.layout, ...(files.screens[path] ?? [])]));
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.entry;
    doc.head.append(script);
  };
  if (!login || doc.visibilityState === 'hidden') load();
  else nextFrame(() => setTimeout(load, 0));
}
