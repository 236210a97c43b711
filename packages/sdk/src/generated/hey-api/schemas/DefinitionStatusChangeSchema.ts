// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DefinitionStatusChangeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'status'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
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
