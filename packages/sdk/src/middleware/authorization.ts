import type { Middleware } from 'openapi-fetch';
import { AUTHORIZATION_HEADER } from '../spec-constants';

/** The Authorization value of a request, or nothing to send; read once per request. */
export type AuthorizationSource = () => string | null | undefined | Promise<string | null | undefined>;

/** spec §7: the authorization value in an `Authorization` header on every request that has one. */
export function authorizationMiddleware(source: AuthorizationSource): Middleware {
  return {
    onRequest({ request }) {
      const set = (value: string | null | undefined) => {
        if (value) request.headers.set(AUTHORIZATION_HEADER, value);
      };
      const value = source();
      // Only an async source costs a promise: most calls read a stored string.
      return value instanceof Promise ? value.then(set) : set(value);
    },
  };
}
