import type { DownloadedFile } from '../download';
import type { Notice } from '../notify';
import { memoryTokenStorage } from '../token-storage';

/** Collects what a client would have shown, where it sent the user, and what it saved. */
export function recorder() {
  const notices: Notice[] = [];
  const logins: (string | undefined)[] = [];
  const downloads: { fileName: string; size: number }[] = [];
  const storage = memoryTokenStorage();
  return {
    notices,
    logins,
    downloads,
    storage,
    notify: (notice: Notice) => void notices.push(notice),
    onUnauthorized: (returnPath: string | undefined) => void logins.push(returnPath),
    download: (file: DownloadedFile) =>
      void downloads.push({ fileName: file.fileName, size: file.body.size }),
  };
}
