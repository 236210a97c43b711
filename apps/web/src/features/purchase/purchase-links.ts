import { pathWith } from '../../lib/route-paths';

/** The search parameter that opens a new order made from approved requests (合并生成 / 生成采购订单). */
export const FROM_REQUESTS_PARAM = 'fromRequests';

/** 采购订单 with a new order made from these requests' open lines. */
export function orderFromRequestsPath(requestIds: readonly string[]): string {
  return pathWith('purchaseOrder', { [FROM_REQUESTS_PARAM]: requestIds.join(',') });
}

const ID = /^[0-9a-f]{32}$/;

/** The request ids a URL hands to 采购订单, or none when there are none or one is not an id. */
export function requestIdsFrom(search: URLSearchParams): string[] {
  const ids = (search.get(FROM_REQUESTS_PARAM) ?? '').split(',').filter(Boolean);
  return ids.length > 0 && ids.every((id) => ID.test(id)) ? [...new Set(ids)] : [];
}
