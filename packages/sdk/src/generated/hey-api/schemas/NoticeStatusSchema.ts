// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const NoticeStatusSchema = {
    type: 'string',
    description: '正常 (NORMAL, shown to staff) or 关闭 (CLOSED, withdrawn).',
    enum: [
        'NORMAL',
        'CLOSED'
    ]
} as const;
