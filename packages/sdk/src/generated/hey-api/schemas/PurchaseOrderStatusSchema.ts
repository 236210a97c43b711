// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderStatusSchema = {
    type: 'string',
    'x-dict': 'purchase_order_status',
    description: 'DRAFT 草稿 → (提交) APPROVING 审批中 → APPROVED 已审核 (下达) → PARTIALLY_RECEIVED 部分入库 → COMPLETED 已完成; side states ON_HOLD 暂停, CLOSED 已关闭, CANCELLED 已取消. 撤回 returns APPROVING to DRAFT; 变更 sends an approved order back to APPROVING.',
    enum: [
        'DRAFT',
        'APPROVING',
        'APPROVED',
        'PARTIALLY_RECEIVED',
        'COMPLETED',
        'ON_HOLD',
        'CLOSED',
        'CANCELLED'
    ]
} as const;
