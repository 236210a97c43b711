/**
 * The message of the ApiConfigError of a client with no usable `baseUrl` outside a browser. Its own module, imported
 * by the call that fails: only a misconfigured client (never a browser's) pays for the text (the entry's budget,
 * DESIGN.md §5).
 */
export const baseUrlMessage = (baseUrl: string | undefined): string =>
  `baseUrl must be an absolute URL outside a browser, got ${JSON.stringify(baseUrl)}: ` +
  "e.g. createApiClient({ baseUrl: 'https://erp.example.com' })";
