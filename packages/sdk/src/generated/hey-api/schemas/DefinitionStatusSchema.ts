// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DefinitionStatusSchema = {
    type: 'string',
    'x-dict': 'wf_definition_status',
    description: 'DRAFT 草稿 (not published yet), ENABLED 启用, DISABLED 停用.',
    enum: [
        'DRAFT',
        'ENABLED',
        'DISABLED'
    ]
} as const;
