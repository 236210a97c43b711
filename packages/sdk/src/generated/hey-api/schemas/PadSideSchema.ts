// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PadSideSchema = {
    type: 'string',
    description: 'LEFT 左补齐, RIGHT 右补齐.',
    enum: [
        'LEFT',
        'RIGHT'
    ]
} as const;
