/**
 * The request openapi-fetch builds for a call, as a plain record (openapi-fetch's `Request` option) instead of a
 * WHATWG Request. openapi-fetch would build a Request and `fetch` would copy it into another: on Node 20 each
 * Request that follows an AbortSignal costs about 10 µs, as much as everything else the sdk does on a call.
 * Here `fetch(url, init)` builds the one Request. The middleware see what they need: url, method, the headers
 * (mutated in place) and the call context openapi-fetch copies onto it.
 */
export class CallRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  /** What goes to `fetch(url, init)`: openapi-fetch's init with the same headers object the middleware change. */
  readonly init: RequestInit;
  constructor(url: string, init: RequestInit) {
    // Like a Request: a path (the default base URL is '') is resolved against the page, so the rules see an
    // absolute URL (the XSRF rule compares origins). Without a page it stays as it is and fetch refuses it.
    this.url = typeof location === 'undefined' ? url : new URL(url, location.href).href;
    this.method = init.method ?? 'GET';
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    // openapi-fetch builds this init for this request alone: it is ours to complete, no copy needed.
    init.headers = this.headers;
    this.init = init;
  }
}
