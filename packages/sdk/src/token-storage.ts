/**
 * Where a client keeps the authorization value (spec §1: the login state). The browser's `localStorage` and
 * `sessionStorage` fit as they are; on Node the client keeps it in memory.
 */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A {@link TokenStorage} in memory, the default outside a browser: one per client, gone with the process. */
export function memoryTokenStorage(): TokenStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
