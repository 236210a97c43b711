// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectStatusSchema = {
    type: 'string',
    'x-dict': 'project_status',
    description: 'screens.md §5: NOT_STARTED 未开始 → IN_PROGRESS 进行中 ⇄ PAUSED 已暂停 → COMPLETED 已完成 → CLOSED 已关闭; CANCELLED 已取消 from 未开始 or 已暂停.',
    enum: [
        'NOT_STARTED',
        'IN_PROGRESS',
        'PAUSED',
        'COMPLETED',
        'CLOSED',
        'CANCELLED'
    ]
} as const;
