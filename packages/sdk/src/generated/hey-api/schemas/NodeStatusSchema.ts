// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const NodeStatusSchema = {
    type: 'string',
    description: 'WAITING 未开始, PENDING 审批中, APPROVED 已通过, RETURNED 已退回, CANCELLED 已取消.',
    enum: [
        'WAITING',
        'PENDING',
        'APPROVED',
        'RETURNED',
        'CANCELLED'
    ]
} as const;
