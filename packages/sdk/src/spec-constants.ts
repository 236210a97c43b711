/**
 * Constants of the product specification (`product-spec.md` §7 and §9), named as the spec names them.
 * This is the one module that holds them: the sdk, the ui-kit and the web app all import from here.
 */

/** spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** spec §7: responses use an envelope where code 200 means success. */
export const SUCCESS_CODE = 200;
/** spec §7: XSRF cookie and header names. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
/** spec §7: the header that carries the XSRF cookie back. */
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
/** spec §7: every call carries an X-Requested-With header. */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
/** spec §7: the value of X-Requested-With. */
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
/** spec §1/§7: the login state is an authorization value in local storage, sent as `Authorization`. */
export const AUTHORIZATION_HEADER = 'Authorization';
/** spec §1: the storage key of the authorization value. */
export const AUTHORIZATION_STORAGE_KEY = 'Authorization';
/** spec §3: stored user info lives in local storage under a user-info key, with at least `id`. */
export const USER_INFO_STORAGE_KEY = 'userInfo';
/** spec §2: the login route and its query parameter. */
export const LOGIN_PATH = '/login';
/** spec §2: the login route's parameter for the path to come back to. */
export const REDIRECT_URL_PARAM = 'redirectUrl';
/** spec §7: a URL containing this never triggers a file download. */
export const NO_DOWNLOAD_MARKER = 'download=false';
/** spec §7: the default file name of a download ("download document"). */
export const DEFAULT_DOWNLOAD_FILE_NAME = '下载文档';
/** spec §8: the fallback business error message ("business data abnormal"). */
export const BUSINESS_ERROR_FALLBACK_MESSAGE = '业务数据异常';

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
/** spec §7: content types that trigger a file download. */
export const DOWNLOAD_CONTENT_TYPES = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'audio/mpeg',
  'video/mpeg',
  'application/gzip',
  'application/x-gzip',
  'application/zip',
  'application/x-zip-compressed',
  'video/x-msvideo',
  'video/avi',
  'application/octet-stream',
] as const;
