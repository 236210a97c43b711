import { SESSION_CACHE_PREFIX as PREFIX, storedUser } from './session';

// What a session kept from its last visit (issue 26): the menu permissions and each screen's operation
// permissions, shown at once on the next visit while the server is asked again. Kept per user: an entry saved by
// another user is never read, and logging out (session.ts clearSession) clears them all.

interface Entry<T> {
  userId: string;
  data: T;
}

/** The data `name` holds for the logged-in user, or undefined (none, another user's, unreadable). */
export function readSessionCache<T>(name: string): T | undefined {
  const userId = storedUser()?.id;
  if (!userId) return undefined;
  try {
    const entry = JSON.parse(localStorage.getItem(PREFIX + name) ?? 'null') as Entry<T> | null;
    return entry?.userId === userId ? entry.data : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `data` under `name` for the logged-in user (nothing without one; a full storage keeps nothing). */
export function writeSessionCache<T>(name: string, data: T): void {
  const userId = storedUser()?.id;
  if (!userId) return;
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify({ userId, data } satisfies Entry<T>));
  } catch {
    // a full or blocked storage: the next visit asks the server first, as without a cache
  }
}

/**
 * Options for a query whose last answer is kept: the kept answer is the query's data at once, marked as old
 * (`initialDataUpdatedAt: 0`), so the query asks the server in the background as it mounts. Read from storage only
 * when the query is created, not on every render that builds its options.
 */
export function keptAnswer<T>(name: string): {
  initialData: () => T | undefined;
  initialDataUpdatedAt: number;
} {
  return { initialData: () => readSessionCache<T>(name), initialDataUpdatedAt: 0 };
}
