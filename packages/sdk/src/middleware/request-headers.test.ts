import { describe, expect, it } from 'vitest';
import { run, testRequest } from '../test/call';
import { requestHeadersMiddleware } from './request-headers';

describe('requestHeadersMiddleware (spec §7)', () => {
  it('sends X-Requested-With on every request', async () => {
    const request = testRequest('http://api.test/api/auth/currentUser');
    await run.onRequest(requestHeadersMiddleware, request);
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.has('showdetails')).toBe(false);
  });

  it('sends the header the contract fixes for the process page: showdetails true', async () => {
    const request = testRequest('http://api.test/api/workflow/process/getPage', { method: 'POST' });
    await run.onRequest(requestHeadersMiddleware, request);
    expect(request.headers.get('showdetails')).toBe('true');
  });

  it('fixes it for that method only', async () => {
    const request = testRequest('http://api.test/api/workflow/process/getPage', { method: 'GET' });
    await run.onRequest(requestHeadersMiddleware, request);
    expect(request.headers.has('showdetails')).toBe(false);
  });
});
