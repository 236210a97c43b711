/** The id of the prerendered login page in index.html (`scripts/prerender-login.mjs`). */
export const BOOT_MARKUP_ID = 'boot';

/**
 * The prerendered login page stays on screen until the app has drawn into `root` (its login chunk may still be
 * loading: React's first commit is an empty Suspense fallback), then goes in the same frame.
 */
export function dropBootMarkupOnFirstDraw(root: HTMLElement, doc: Document = document): void {
  const boot = doc.getElementById(BOOT_MARKUP_ID);
  if (!boot) return;
  const observer = new MutationObserver(() => {
    if (root.childElementCount === 0) return;
    boot.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}
