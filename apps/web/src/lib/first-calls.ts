import type { HttpMethod } from '@backoffice/sdk';
import { api, visitOpening } from './api';
import { AHEAD_HEADER } from './calls-ahead';
import { type OpeningCall, openingCallsOf } from './opening-calls';

/**
 * The calls a deep link's start sends ahead (issue 26), while the layout's and the screen's chunks are still on
 * the line and before React has drawn them: on a slow line they went out only once the layout, and then the
 * screen, had loaded and rendered, a second or more later. Each answer waits for the app's same call, which takes
 * it as its own (calls-ahead.ts): its notices, its 401 and its errors are that call's, and a call of another
 * session (a 401 that sent the user to login, another login) is never given it.
 */

type Call = (path: string, init: object) => Promise<unknown>;

/**
 * Sends `method path` (with its `params` and `body`) ahead, as the app's query will send it; settles when it is
 * answered (its outcome is the taker's).
 */
export function sendAhead(
  method: HttpMethod,
  path: string,
  { params, body }: Omit<OpeningCall, 'method' | 'path'> = {},
): Promise<void> {
  const call = api[method.toUpperCase() as Uppercase<HttpMethod>] as Call;
  const ahead = { headers: { [AHEAD_HEADER]: '1' }, httpNotice: false, businessNotice: false };
  return call(path, { params, body, ...ahead }).then(
    () => {},
    () => {},
  );
}

/** The layout's first calls: the menu permissions, and the operation permissions of the screen's URL. */
export const MENU_PERMISSIONS_PATH = '/api/admin/permission/getMenuPermissionsByToken';
export const OPERATION_PERMISSIONS_PATH = '/api/admin/permission/getOperationPermissionsByTokenAndUrl';

/** The names their answers are kept under for the next visit (session-cache.ts). */
export const FIRST_CALLS = {
  menu: 'menuPermissions',
  operations: (url: string) => `operationPermissions:${url}`,
} as const;

/**
 * Sends ahead what a deep link to the screen at `pathname` will ask for: the layout's two calls (spec §6), then
 * what the opening of the visit's URL asked for on its last visit up to its list's first answer (opening-calls.ts).
 * A call in both goes out once.
 */
export function sendFirstCalls(pathname: string, opening = openingCallsOf(visitOpening.url)): Promise<void> {
  const sent = [
    sendAhead('get', MENU_PERMISSIONS_PATH),
    sendAhead('get', OPERATION_PERMISSIONS_PATH, { params: { query: { url: pathname } } }),
    ...opening.map(({ method, path, params, body }) => sendAhead(method, path, { params, body })),
  ];
  return Promise.all(sent).then(() => {});
}
