/**
 * spec §8: what each HTTP status means, in the Chinese the user reads. The one map of HTTP messages.
 * 2xx entries are kept for completeness (and for logs); only error statuses raise a notice.
 */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  200: '服务器成功返回请求的数据',
  201: '新建或修改数据成功',
  202: '一个请求已经进入后台排队（异步任务）',
  204: '删除数据成功',
  400: '发出的请求有错误，服务器没有进行新建或修改数据的操作',
  401: '用户没有权限（令牌、用户名、密码错误）',
  403: '授权已过期，请重新登录',
  404: '发出的请求针对的是不存在的记录，服务器没有进行操作',
  406: '请求的格式不可得',
  410: '请求的资源被永久删除，且不会再得到',
  422: '当创建一个对象时，发生一个验证错误',
  500: '服务器发生错误，请检查服务器',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或维护',
  504: '网关超时',
};

/** spec §8: any other status. */
export const NETWORK_ABNORMAL_MESSAGE = '网络异常';
/** spec §8 "other errors": network error, timeout and request aborted. */
export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试';
/** The notice of a call slower than its timeout. */
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试';
/** The notice of a call aborted by something other than its caller. */
export const ABORTED_MESSAGE = '请求已中止';
/** A body that is not the `{code, message, data}` envelope (an HTML error page, an empty 200). */
export const MALFORMED_RESPONSE_MESSAGE = '服务器返回的数据格式不正确';

/** The text of the notice for an HTTP status: the spec's meaning, or "network abnormal" for unlisted ones. */
export function httpStatusMessage(status: number): string {
  return HTTP_STATUS_MESSAGES[status] ?? NETWORK_ABNORMAL_MESSAGE;
}
