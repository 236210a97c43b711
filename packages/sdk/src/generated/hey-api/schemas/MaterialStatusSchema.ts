// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialStatusSchema = {
    type: 'string',
    'x-dict': 'material_status',
    description: 'screens.md §6: DRAFT 草稿 → PENDING 待审核 → ENABLED 已启用 → DISABLED 停用 / FROZEN 冻结.',
    enum: [
        'DRAFT',
        'PENDING',
        'ENABLED',
        'DISABLED',
        'FROZEN'
    ]
} as const;
