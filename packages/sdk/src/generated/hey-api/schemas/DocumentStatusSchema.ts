// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DocumentStatusSchema = {
    type: 'string',
    'x-dict': 'document_status',
    description: '草稿 DRAFT → (提交) 待审核 PENDING_AUDIT → (审核) 待执行 PENDING_EXECUTION → (executed in part) 执行中 EXECUTING → 已完成 COMPLETED; 已作废 VOIDED before completion. 反审核 returns 待执行 → 草稿 while nothing is executed; a completed document is corrected by a reversal document (冲销), never edited.',
    enum: [
        'DRAFT',
        'PENDING_AUDIT',
        'PENDING_EXECUTION',
        'EXECUTING',
        'COMPLETED',
        'VOIDED'
    ]
} as const;
