import { api } from './api';
import { storedToken } from './session';

/**
 * The calls a deep link's layout makes first, sent by the app's start (app/first-screen.ts) while the layout's
 * chunks are still on the line (issue 26: on a slow line they went out only once the layout had loaded and
 * rendered, a second or more later). Each answer is given once, to the first run of the query that asks for the
 * same thing (lib/session-cache.ts keptAnswer), and only in the session it was asked in: a 401 that sends the
 * user to login before the layout has taken it (its token is gone), or another login, leaves it untaken. Every
 * later run asks the server as usual.
 */
const sent = new Map<string, { token: string | null; answer: Promise<unknown> }>();

/** Sends `call` now, its answer kept under `name` for the query that will ask for it. */
export function sendFirstCall(name: string, call: () => Promise<unknown>): void {
  const answer = call();
  // A failure is the query's to show when it takes the answer (the sdk has already given its notice).
  answer.catch(() => {});
  sent.set(name, { token: storedToken(), answer });
}

/**
 * The answer of the call sent under `name`, once; undefined when none was sent, it was already taken, or it was sent
 * in another session than the stored one.
 */
export function takeFirstCall<T>(name: string): Promise<T> | undefined {
  const call = sent.get(name);
  sent.delete(name);
  return call?.token === storedToken() ? (call.answer as Promise<T>) : undefined;
}

/** The layout's first calls: the menu permissions, and the operation permissions of the screen's URL. */
export const MENU_PERMISSIONS_PATH = '/api/admin/permission/getMenuPermissionsByToken';
export const OPERATION_PERMISSIONS_PATH = '/api/admin/permission/getOperationPermissionsByTokenAndUrl';

/** The names they are sent and kept under (their kept answers share them: lib/session-cache.ts). */
export const FIRST_CALLS = {
  menu: 'menuPermissions',
  operations: (url: string) => `operationPermissions:${url}`,
} as const;

/** Sends the layout's first calls for the screen at `url`, as its queries would (spec §6). */
export function sendLayoutFirstCalls(url: string, send = sendFirstCall): void {
  send(FIRST_CALLS.menu, () => api.GET(MENU_PERMISSIONS_PATH));
  send(FIRST_CALLS.operations(url), () =>
    api.GET(OPERATION_PERMISSIONS_PATH, { params: { query: { url } } }),
  );
}
