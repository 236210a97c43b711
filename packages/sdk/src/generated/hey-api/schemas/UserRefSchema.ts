// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserRefSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'name'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string'
        }
    }
} as const;
