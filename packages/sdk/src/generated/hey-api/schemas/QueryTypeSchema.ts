// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const QueryTypeSchema = {
    type: 'string',
    description: 'PENDING 待办, DONE 已办, MY_APPLY 我的申请, CC 抄送我的 (the processes shared with me).',
    enum: [
        'PENDING',
        'DONE',
        'MY_APPLY',
        'CC'
    ]
} as const;
