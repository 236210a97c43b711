// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectTypeSchema = {
    type: 'string',
    'x-dict': 'project_type',
    description: 'DELIVERY 交付项目, RND 研发项目, INTERNAL 内部项目.',
    enum: [
        'DELIVERY',
        'RND',
        'INTERNAL'
    ]
} as const;
