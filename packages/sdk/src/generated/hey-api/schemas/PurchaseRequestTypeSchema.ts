// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestTypeSchema = {
    type: 'string',
    'x-dict': 'purchase_request_type',
    description: '申请类型 — PROJECT 项目采购, STOCK 备库采购, OFFICE 办公采购, REPAIR 维修采购.',
    enum: [
        'PROJECT',
        'STOCK',
        'OFFICE',
        'REPAIR'
    ]
} as const;
