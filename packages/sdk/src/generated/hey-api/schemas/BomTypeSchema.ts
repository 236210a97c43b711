// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomTypeSchema = {
    type: 'string',
    'x-dict': 'bom_type',
    description: 'PRODUCTION 生产, PHANTOM 虚拟件/套件 (a kit exploded into its lines).',
    enum: [
        'PRODUCTION',
        'PHANTOM'
    ]
} as const;
