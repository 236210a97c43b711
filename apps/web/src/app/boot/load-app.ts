/** The scripts the built index.html loads: the entry, the chunks the app's start needs, and the login page's. */
export interface AppFiles {
  entry: string;
  start: readonly string[];
  login: readonly string[];
}

/**
 * Loads the app into the built index.html: preloads the chunks its start needs (and the login page's when the
 * inline theme script found that login is what this visit shows: `data-boot`), then runs the entry. When the
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
    nextFrame = (callback: () => void) => void requestAnimationFrame(callback),
  }: { doc?: Document; nextFrame?: (callback: () => void) => void } = {},
): void {
  const login = doc.documentElement.dataset.boot === 'login';
  const load = () => {
    for (const href of login ? [...files.start, ...files.login] : files.start) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.entry;
    doc.head.append(script);
  };
  if (!login || doc.visibilityState === 'hidden') load();
  else nextFrame(() => setTimeout(load, 0));
}
