import { describe, expect, it } from 'vitest';
import { run, testRequest } from '../test/call';
import { readCookie, xsrfMiddleware } from './xsrf';

const page = { cookie: 'theme=dark; XSRF-TOKEN=x%2Fsrf-42', origin: 'http://api.test' };

describe('xsrfMiddleware (spec §7)', () => {
  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN to its own origin', async () => {
    const request = testRequest('http://api.test/api/auth/currentUser');
    await run.onRequest(
      xsrfMiddleware(() => page),
      request,
    );
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('x/srf-42');
  });

  it('keeps it from another origin', async () => {
    const request = testRequest('https://intranet.example.com/api/auth/currentUser');
    await run.onRequest(
      xsrfMiddleware(() => page),
      request,
    );
    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('does nothing without a page (Node)', async () => {
    const request = testRequest();
    await run.onRequest(
      xsrfMiddleware(() => undefined),
      request,
    );
    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('reads a cookie whose value holds = or bad escapes', () => {
    expect(readCookie('a=1; XSRF-TOKEN=ab=c', 'XSRF-TOKEN')).toBe('ab=c');
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
