import type { Middleware } from 'openapi-fetch';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../spec-constants';

/** The cookie string and origin of the page; undefined where there is none (Node). */
export type XsrfEnvironment = () => { cookie: string; origin: string } | undefined;

/** Reads one cookie's value from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/**
 * spec §7: the XSRF-TOKEN cookie goes back as the X-XSRF-TOKEN header, on same-origin requests only
 * (sending it to another origin would leak it).
 */
export function xsrfMiddleware(environment: XsrfEnvironment): Middleware {
  return {
    onRequest({ request }) {
      const env = environment();
      if (!env || new URL(request.url).origin !== env.origin) return;
      const token = readCookie(env.cookie, XSRF_COOKIE_NAME);
      if (token) request.headers.set(XSRF_HEADER_NAME, token);
    },
  };
}
