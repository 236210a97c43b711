/**
 * Constants of the product specification (`product-spec.md` §1–§9) that the client itself applies, named as the
 * spec names them; the ones only a screen uses are in `./screen-constants.ts`. `@backoffice/sdk/constants`
 * exports both. The entry exports only the login state's storage keys: each name an entry exports costs every app
 * its bytes (DESIGN.md §5: the entry's budget is 7.5 KB gzip).
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
