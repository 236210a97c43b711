// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ImportTaskStatusSchema = {
    type: 'string',
    description: 'RUNNING 导入中, FINISHED 已完成 (some rows may have failed), FAILED 失败.',
    enum: [
        'RUNNING',
        'FINISHED',
        'FAILED'
    ]
} as const;
