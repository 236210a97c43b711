// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomStatusSchema = {
    type: 'string',
    'x-dict': 'bom_status',
    description: 'screens.md §6: DRAFT 草稿 → APPROVING 审核中 → EFFECTIVE 已生效 → EXPIRED 已失效.',
    enum: [
        'DRAFT',
        'APPROVING',
        'EFFECTIVE',
        'EXPIRED'
    ]
} as const;
