// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessStatusSchema = {
    type: 'string',
    'x-dict': 'wf_process_status',
    description: 'RUNNING 审批中, APPROVED 审批通过, REJECTED 审批不通过, RETURNED 已退回, WITHDRAWN 已撤回, CANCELLED 已取消.',
    enum: [
        'RUNNING',
        'APPROVED',
        'REJECTED',
        'RETURNED',
        'WITHDRAWN',
        'CANCELLED'
    ]
} as const;
