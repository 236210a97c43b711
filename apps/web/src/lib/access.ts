import type { Schema } from '@backoffice/sdk';
import { PATHS } from './route-paths';

export type MenuPermission = Schema<'Permission'>;
/** spec §3: "If empty it is replaced by a list holding one empty item." */
export type AuthData = (MenuPermission | Record<string, never>)[];

/** spec §3: the menu permission list as the app keeps it (authData). */
export function toAuthData(list: readonly MenuPermission[]): AuthData {
  return list.length === 0 ? [{}] : [...list];
}

/** The route paths the user may open, from authData. */
export function allowedPaths(authData: AuthData): Set<string> {
  return new Set(
    authData.flatMap((item) => ('path' in item && typeof item.path === 'string' ? [item.path] : [])),
  );
}

/** Routes every logged-in user may open, whatever the menu permissions say. */
export const ALWAYS_ALLOWED_PATHS: ReadonlySet<string> = new Set([PATHS.homePage, PATHS.personalCenter]);

/** Whether a route path is allowed (a child path is allowed when listed; groups follow their children). */
export function canOpen(path: string, allowed: ReadonlySet<string>): boolean {
  return ALWAYS_ALLOWED_PATHS.has(path) || allowed.has(path);
}
