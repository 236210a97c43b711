import { pathWith } from './route-paths';

/**
 * 收货 / 生成入库单 (screens.md §7, an approved 采购订单's next step): the order screen hands the order to 单据管理
 * through the URL, which asks the server to draft a 入库单 from the order's open lines (`draftFromSource`, kind
 * PURCHASE_ORDER) and opens that draft in the document form, nothing saved until the user saves it.
 */
export const FROM_ORDER_PARAM = 'fromOrder';

const ID = /^[0-9a-f]{32}$/;

/** 单据管理 with a new 入库单 drafted from this purchase order. */
export function stockInFromOrderPath(orderId: string): string {
  return pathWith('warehouseDoc', { [FROM_ORDER_PARAM]: orderId });
}

/** The order a URL hands to 单据管理, or undefined when there is none or it is not an id (a hand-edited address). */
export function orderIdToReceive(search: URLSearchParams): string | undefined {
  const id = search.get(FROM_ORDER_PARAM);
  return id && ID.test(id) ? id : undefined;
}
