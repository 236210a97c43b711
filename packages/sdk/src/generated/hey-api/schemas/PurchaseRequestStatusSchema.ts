// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestStatusSchema = {
    type: 'string',
    'x-dict': 'purchase_request_status',
    description: 'DRAFT 草稿 → (提交) APPROVING 审批中 → APPROVED 已通过 → PARTIALLY_ORDERED 部分下单 → ORDERED 已下单; APPROVING → RETURNED 已退回 / REJECTED 已驳回; APPROVING → (撤回) DRAFT; APPROVED → CLOSED 已关闭 (with a reason); DRAFT, RETURNED or APPROVING → VOIDED 已作废.',
    enum: [
        'DRAFT',
        'APPROVING',
        'APPROVED',
        'PARTIALLY_ORDERED',
        'ORDERED',
        'RETURNED',
        'REJECTED',
        'CLOSED',
        'VOIDED'
    ]
} as const;
