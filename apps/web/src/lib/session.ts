import { AUTHORIZATION_STORAGE_KEY, type Schema, USER_INFO_STORAGE_KEY } from '@backoffice/sdk';

/** The prefix of what session-cache.ts keeps in local storage. */
export const SESSION_CACHE_PREFIX = 'backoffice.sessionCache.';

export type UserInfo = Schema<'UserInfo'>;

/** spec §1/§3: the login state is the authorization value in local storage; user info beside it (with id). */
export function saveSession(token: string, user: UserInfo): void {
  localStorage.setItem(AUTHORIZATION_STORAGE_KEY, token);
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(user));
}

/** The stored authorization value, or null when no one is logged in. */
export function storedToken(): string | null {
  return localStorage.getItem(AUTHORIZATION_STORAGE_KEY);
}

export function hasToken(): boolean {
  return Boolean(storedToken());
}

/** The stored user info, or null when missing or unreadable (it must at least carry an id). */
export function storedUser(): UserInfo | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null') as UserInfo | null;
    return user && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** Ends the stored session: the token, the user and what was kept for the next visit (session-cache.ts). */
export function clearSession(): void {
  localStorage.removeItem(AUTHORIZATION_STORAGE_KEY);
  localStorage.removeItem(USER_INFO_STORAGE_KEY);
  for (const key of Object.keys(localStorage))
    if (key.startsWith(SESSION_CACHE_PREFIX)) localStorage.removeItem(key);
}
