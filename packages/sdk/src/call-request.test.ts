// What the client relies on from openapi-fetch 0.17 (pinned): it builds the request with the `Request` class it
// is given, copies unknown init keys onto it (the call context), and lets middleware change its headers.
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { CALL_CONTEXT_KEY, contextOf } from './call-context';
import { CallRequest } from './call-request';
import type { paths } from './generated/schema';
import { testCall } from './test/call';

describe('CallRequest', () => {
  it('carries url, method, headers, body and the call context from openapi-fetch to fetch(url, init)', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const context = testCall();
    const client = createClient<paths>({
      baseUrl: 'http://api.test',
      Request: CallRequest as unknown as typeof Request,
      fetch: async (request) => {
        const { url, init } = request as unknown as CallRequest;
        sent.push({ url, init });
        expect(contextOf(request)).toBe(context);
        return new Response('{}');
      },
    });
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('X-Requested-With', 'XMLHttpRequest');
      },
    });
    const signal = new AbortController().signal;
    await client.POST('/api/workflow/process/getAll', {
      body: { queryType: 'PENDING' },
      signal,
      parseAs: 'stream',
      [CALL_CONTEXT_KEY]: context,
    } as never);

    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
    expect(url).toBe('http://api.test/api/workflow/process/getAll');
    expect(init.method).toBe('POST');
    expect(init.signal).toBe(signal);
    expect(init.body).toBe('{"queryType":"PENDING"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init.headers).get('x-requested-with')).toBe('XMLHttpRequest');
  });
});
