// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttrTagRefSchema = {
    type: 'object',
    description: 'A 属性标签 as a record carrying it shows it.',
    additionalProperties: false,
    required: [
        'id',
        'name',
        'color'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string'
        },
        color: {
            $ref: '#/components/schemas/TagColorHex'
        }
    }
} as const;
