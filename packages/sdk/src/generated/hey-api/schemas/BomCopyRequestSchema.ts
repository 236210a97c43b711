// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomCopyRequestSchema = {
    type: 'object',
    description: '复制 a BOM to another parent material as a new draft (the same parent when left out).',
    additionalProperties: false,
    required: [
        'id'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        parentMaterialId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
