import { lazy } from 'react';
import type { BusinessForms } from '../lib/business-forms';

/**
 * The documents 审批详情 shows as a process's business form, by businessType: each module whose documents go
 * through a flow registers its read-only view here.
 */
export const BUSINESS_FORMS: BusinessForms = {
  PURCHASE_REQUEST: lazy(() => import('../features/purchase/RequestBusinessForm')),
};
