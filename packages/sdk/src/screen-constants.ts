/**
 * Constants of the product specification that a screen uses and the client does not (notices, tables, polling,
 * caching, trees, file types), named as the spec names them. Exported by `@backoffice/sdk/constants` only: the
 * entry leaves them out (DESIGN.md §5: its budget is 7.5 KB gzip).
 */

/** spec §9: a notice shows for 4.5 s. */
export const NOTIFICATION_DURATION_S = 4.5;
/** spec §9: notices show at the top right. */
export const NOTIFICATION_PLACEMENT = 'topRight';
/** spec §9: notices sit 24 px from the edge. */
export const NOTIFICATION_OFFSET = 24;
/** spec §9: table index column width. */
export const INDEX_COLUMN_WIDTH = 80;
/** spec §5/§9: the counter shows count/max only when this many characters or fewer remain. */
export const COUNTER_THRESHOLD = 10;
/** spec §4/§9: to-do polling every 3 minutes, paused while the page is hidden. */
export const TODO_POLL_INTERVAL_MS = 3 * 60_000;
/** spec §2/§9: a chunk that has not loaded after 120 s fails. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** spec §9: fetched data is cached 5 minutes. */
export const QUERY_CACHE_TIME_MS = 5 * 60_000;
/** spec §9: a window focus refreshes data at most once per 5 s. */
export const WINDOW_FOCUS_REFRESH_SPAN_MS = 5_000;
/** spec §6: this operation code never hides a column. */
export const DYNAMIC_EXTENSION_CODE = 'DYNAMIC_EXTENSION';
/** spec §3: the parent id of tree roots. */
export const TREE_ROOT_PARENT_ID = 0;
/** spec §4: the pending to-do query. */
export const PENDING_QUERY_TYPE = 'PENDING';
/** spec §4: the session flag set by "do not show for a while" (一段时间内不再提示). */
export const NOTICE_SUPPRESSION_SESSION_KEY = 'noticeSuppressed';
/** spec §9: image suffixes. */
export const IMAGE_SUFFIXES = [
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'gif',
  'webp',
  'tif',
  'pjp',
  'xbm',
  'jxl',
  'svgz',
  'ico',
  'tiff',
  'svg',
  'jfif',
  'pjpeg',
  'avif',
] as const;
