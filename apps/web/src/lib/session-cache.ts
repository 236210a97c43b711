import type { QueryFunctionContext } from '@tanstack/react-query';
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
 * Options for a query whose last answer is kept, given its `queryFn`: the kept answer is the query's data at once,
 * marked as old (`initialDataUpdatedAt: 0`), so the query asks the server in the background as it mounts; each
 * answer the server gives is kept for the next visit as it arrives (once, not on every render that reads it).
 * Storage is read only when the query is created, not on every render that builds its options.
 */
export function keptAnswer<T>(
  name: string,
  queryFn: unknown,
): {
  queryFn: (context: QueryFunctionContext) => Promise<T>;
  initialData: () => T | undefined;
  initialDataUpdatedAt: number;
} {
  // The sdk's query functions (apiQueryOptions) return the call's data; their key's type is not needed here.
  const ask = queryFn as (context: QueryFunctionContext) => Promise<T>;
  return {
    queryFn: async (context) => {
      const data = await ask(context);
      writeSessionCache(name, data);
      return data;
    },
    initialData: () => readSessionCache<T>(name),
    initialDataUpdatedAt: 0,
  };
}
