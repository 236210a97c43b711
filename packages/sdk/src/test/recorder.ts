import type { Notice } from '../notify';

/** Collects what a client would have shown and where it would have navigated. */
export function recorder() {
  const notices: Notice[] = [];
  const logins: string[] = [];
  const downloads: { fileName: string; size: number }[] = [];
  const store = new Map<string, string>();
  return {
    notices,
    logins,
    downloads,
    store,
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    notify: (notice: Notice) => void notices.push(notice),
    onUnauthorized: (returnPath: string) => void logins.push(returnPath),
    download: (file: { body: Blob; fileName: string }) =>
      void downloads.push({ fileName: file.fileName, size: file.body.size }),
  };
}
