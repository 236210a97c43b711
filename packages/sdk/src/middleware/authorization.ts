import type { Middleware } from 'openapi-fetch';
import {
  AUTHORIZATION_HEADER,
  AUTHORIZATION_STORAGE_KEY,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
} from '../spec-constants';

/** spec §7: the stored authorization value on every request, and X-Requested-With. */
export function authorizationMiddleware(storage: () => Pick<Storage, 'getItem'> | undefined): Middleware {
  return {
    onRequest({ request }) {
      // Mutate in place: a new Request would drop per-call options openapi-fetch keeps on this one.
      request.headers.set(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
      const token = storage()?.getItem(AUTHORIZATION_STORAGE_KEY);
      if (token) request.headers.set(AUTHORIZATION_HEADER, token);
    },
  };
}
