// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialStatusChangeSchema = {
    type: 'object',
    description: '启用 / 停用 one material or a selection.',
    additionalProperties: false,
    required: [
        'ids',
        'status'
    ],
    properties: {
        ids: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/Id'
            }
        },
        status: {
            type: 'string',
            enum: [
                'ENABLED',
                'DISABLED'
            ]
        }
    }
} as const;
