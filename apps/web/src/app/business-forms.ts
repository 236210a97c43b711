import type { BusinessForms } from '../lib/business-forms-context';
import { lazyChunk } from '../lib/lazy-chunk';

/**
 * The documents 审批详情 shows as a process's business form, by businessType: each module whose documents go
 * through a flow registers its read-only view here. The layout loads this table when 审批详情 first asks for it.
 */
export const BUSINESS_FORMS: BusinessForms = {
  PURCHASE_REQUEST: lazyChunk(
    'purchase-request-form-view',
    () => import('../features/purchase/RequestBusinessForm'),
  ),
};
