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

/** Where a notice goes when the page's own notice cannot be shown: the console. */
export const consoleNotify: Notify = (notice) =>
  console.warn(`[${notice.level}] ${notice.title}`, notice.description ?? '');

/** What a page does by default that a call rarely needs (a notice, a saved file): loaded when first needed. */
const pageDefaults = () => import('./page-defaults');

/**
 * The default notice in a browser with no `notify` given: shown in the page (`./page-notice.ts`, loaded with the
 * first notice: an app that passes its own `notify` never loads it), or on the console when that fails.
 */
export const pageNotify: Notify = (notice) => {
  pageDefaults()
    .then((page) => page.showPageNotice(notice))
    .catch(() => consoleNotify(notice));
};

/** The default `download` in a browser: saves the file through a temporary `<a download>` (`./page-defaults.ts`). */
export const pageSave = (file: DownloadedFile): void => {
  pageDefaults()
    .then((page) => page.saveWithAnchor(file))
    .catch((error) => console.error(`Could not save ${file.fileName}`, error));
};
