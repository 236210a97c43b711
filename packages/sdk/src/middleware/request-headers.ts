import type { Middleware } from 'openapi-fetch';
import { CONSTANT_HEADERS } from '../generated/constant-headers';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../spec-constants';

const constantHeaders: Record<string, Record<string, string>> = CONSTANT_HEADERS;

/**
 * spec §7: `X-Requested-With` on every request, and the headers the contract fixes to one value (the process
 * page's `showdetails: true`), so a caller never has to send them.
 */
export const requestHeadersMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    // Mutate in place: a new Request would lose the call context openapi-fetch copied onto this one.
    request.headers.set(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
    const fixed = constantHeaders[`${request.method.toLowerCase()} ${schemaPath}`];
    if (fixed) for (const name in fixed) request.headers.set(name, fixed[name] as string);
  },
};
