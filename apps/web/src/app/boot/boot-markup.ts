import { BOOT_MARKUP_ID, type BootLogin, takeBootLogin } from './boot-login';

export { BOOT_MARKUP_ID };

/** What the prerendered login page held when it went, for a login page that mounts after that. */
let handedOver: BootLogin | undefined;
/** Whether the login page has taken it already (what it held is handed over once). */
let taken = false;

/**
 * The prerendered login page stays on screen until the app has drawn into `root` (its login chunk may still be
 * loading: React's first commit then draws nothing, lib/lazy-chunk.tsx), then goes in the same frame; what was typed into
 * it is kept for the app's login page ({@link handOverBootLogin}).
 */
export function dropBootMarkupOnFirstDraw(root: HTMLElement, doc: Document = document): void {
  const boot = doc.getElementById(BOOT_MARKUP_ID);
  if (!boot) return;
  const observer = new MutationObserver(() => {
    if (root.childElementCount === 0) return;
    if (!taken) handedOver = takeBootLogin(doc);
    boot.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}

/**
 * Once, for the app's login page as it takes over: what was typed into the prerendered page, where the caret was,
 * and whether 登录 was pressed (read live while the markup is still there, as it is when the login page is the
 * app's first draw). Undefined when nothing was prerendered, or it has been handed over already.
 */
export function handOverBootLogin(doc: Document = document): BootLogin | undefined {
  if (taken) return undefined;
  taken = true;
  const state = takeBootLogin(doc) ?? handedOver;
  handedOver = undefined;
  return state;
}
