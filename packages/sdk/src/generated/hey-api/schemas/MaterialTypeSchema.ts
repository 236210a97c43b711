// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialTypeSchema = {
    type: 'string',
    'x-dict': 'material_type',
    description: 'RAW 原材料, SEMI 半成品, FINISHED 成品, AUXILIARY 辅料, SPARE 备件.',
    enum: [
        'RAW',
        'SEMI',
        'FINISHED',
        'AUXILIARY',
        'SPARE'
    ]
} as const;
