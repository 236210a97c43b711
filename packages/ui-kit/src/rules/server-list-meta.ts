/**
 * What a server list (useServerList) marks its page queries with (their `meta`), for code that watches the query
 * cache: the web app keeps the calls a screen makes up to its list's first answer, to send them ahead on the URL's
 * next visit.
 */
export const SERVER_LIST_META = { serverList: true } as const;

/** Whether a query's `meta` is a server list's ({@link SERVER_LIST_META}). */
export const isServerListMeta = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.serverList === true;
