import { idsFrom, pathWith } from '../../lib/route-paths';

/** The search parameter that opens a new order made from approved requests (合并生成 / 生成采购订单). */
export const FROM_REQUESTS_PARAM = 'fromRequests';

/** 采购订单 with a new order made from these requests' open lines. */
export function orderFromRequestsPath(requestIds: readonly string[]): string {
  return pathWith('purchaseOrder', { [FROM_REQUESTS_PARAM]: requestIds.join(',') });
}

/** The request ids a URL hands to 采购订单, or none when there are none or one is not an id. */
export const requestIdsFrom = (search: URLSearchParams): string[] => idsFrom(search, FROM_REQUESTS_PARAM);

/** The search parameter that shows orders' print view (打印, 批量打印) on 采购订单. */
export const PRINT_PARAM = 'print';

/** 采购订单's print view of these orders. */
export function orderPrintPath(orderIds: readonly string[]): string {
  return pathWith('purchaseOrder', { [PRINT_PARAM]: orderIds.join(',') });
}
