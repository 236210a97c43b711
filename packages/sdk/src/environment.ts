import type { DownloadedFile } from './download';
import type { Notify } from './notify';

// What the client takes from a browser when its options leave it out. "Browser" means a DOM: a Node process, a
// worker or a test without a DOM gets none of it (spec §1's storage, notices, the return path, the XSRF cookie).

/** True in a page: there is a document. */
export const inBrowser = (): boolean => typeof document !== 'undefined';

/** The page's path to come back to after login: pathname + search + hash; undefined outside a browser. */
export const browserReturnPath = (): string | undefined =>
  inBrowser() ? location.pathname + location.search + location.hash : undefined;

/** The cookie and origin the XSRF rule needs; undefined outside a browser. */
export const browserXsrf = (): { cookie: string; origin: string } | undefined =>
  inBrowser() ? { cookie: document.cookie, origin: location.origin } : undefined;

/** The default notice in a browser with no `notify` given: the console. */
export const consoleNotify: Notify = (notice) =>
  console.warn(`[${notice.level}] ${notice.title}`, notice.description ?? '');

/** The default `download` in a browser: saves the file through a temporary `<a download>`. */
export function saveWithAnchor(file: DownloadedFile): void {
  const href = URL.createObjectURL(file.body);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = file.fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
