import type { MergedOptions, Middleware } from 'openapi-fetch';
import { CALL_CONTEXT_KEY, type CallContext } from '../call-context';
import { callTimeout } from '../timeout';

/** A call context as the client makes it, with the spec's defaults (notices on, data unwrapped). */
export function testCall(overrides: Partial<CallContext> = {}): CallContext {
  const timeout = callTimeout(60_000);
  timeout.clear();
  return {
    httpNotice: true,
    businessNotice: true,
    raw: false,
    expectFile: false,
    renewable: false,
    timeout,
    ...overrides,
  };
}

/** A request carrying a call context, the way openapi-fetch hands it to middleware. */
export function testRequest(
  url = 'http://api.test/api/auth/currentUser',
  init: RequestInit = {},
  call: CallContext = testCall(),
): Request {
  return Object.assign(new Request(url, init), { [CALL_CONTEXT_KEY]: call });
}

const params = (request: Request) => ({
  request,
  schemaPath: new URL(request.url).pathname,
  params: {},
  options: {} as MergedOptions,
  id: 'test',
});

/** Runs one middleware's hooks the way openapi-fetch does. */
export const run = {
  onRequest: async (middleware: Middleware, request: Request) => middleware.onRequest?.(params(request)),
  onResponse: async (middleware: Middleware, request: Request, response: Response) =>
    middleware.onResponse?.({ ...params(request), response }),
  onError: async (middleware: Middleware, request: Request, error: unknown) =>
    middleware.onError?.({ ...params(request), error }),
};

/** A JSON response with the envelope's content type. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
