import type { DownloadedFile } from './download';

// The browser defaults a page loads when it first needs them (./environment.ts): they are not in the entry, and an
// app that passes its own `notify` and `download` never loads them.

export { showPageNotice } from './page-notice';

/** Saves a downloaded file through a temporary `<a download>`. */
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
