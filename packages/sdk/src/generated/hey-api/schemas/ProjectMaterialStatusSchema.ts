// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMaterialStatusSchema = {
    type: 'string',
    'x-dict': 'project_material_status',
    description: 'NOT_REQUESTED 未申请, PARTIALLY_REQUESTED 部分申请, REQUESTED 已申请, ARRIVED 已到货, ISSUED 已领用.',
    enum: [
        'NOT_REQUESTED',
        'PARTIALLY_REQUESTED',
        'REQUESTED',
        'ARRIVED',
        'ISSUED'
    ]
} as const;
