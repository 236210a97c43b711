/**
 * What a list shows (react-admin's four states): `loading` before the first rows, `error` when they never came
 * (加载失败 with 重试, never 暂无数据), `refetchError` when a later load failed over rows still shown, `empty` after a
 * successful load of nothing, `ready` otherwise.
 */
export type ListStatus = 'loading' | 'error' | 'refetchError' | 'empty' | 'ready';

/** The status of a list from its query's state. */
export function listStatus(query: {
  isPending: boolean;
  isError: boolean;
  hasData: boolean;
  isEmpty: boolean;
}): ListStatus {
  if (query.isError) return query.hasData ? 'refetchError' : 'error';
  if (query.isPending && !query.hasData) return 'loading';
  return query.isEmpty ? 'empty' : 'ready';
}

/** The reason a load failed, as the user reads it (the sdk's errors carry the spec's Chinese text). */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return '加载失败，请稍后重试';
}
