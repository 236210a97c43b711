import { operationKey } from '@backoffice/sdk/query';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every purchase query a purchase action can make stale: a request's submit changes the request list and detail
 * and the orderable lines; an order changes its requests' ordered quantities; a supplier's status changes the
 * pickers. Refreshing them all after an action is one line and never misses one.
 */
export const PURCHASE_QUERY_KEYS = (
  [
    'getPurchaseRequestPage',
    'getPurchaseRequest',
    'getOpenPurchaseRequestLines',
    'getPurchaseOrderPage',
    'getPurchaseOrder',
    'getSupplierPage',
    'getSupplier',
    'getSupplierOptions',
    'getAttrTagPage',
    'getAllAttrTags',
    'getAttrTagUsages',
  ] as const
).map((id) => operationKey(id));

/** After a purchase action: every purchase list, detail and picker is fetched again. */
export async function afterPurchaseChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(PURCHASE_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
