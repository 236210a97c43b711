// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const NoticeTypeSchema = {
    type: 'string',
    description: '通知 (NOTICE) or 公告 (ANNOUNCEMENT).',
    enum: [
        'NOTICE',
        'ANNOUNCEMENT'
    ]
} as const;
