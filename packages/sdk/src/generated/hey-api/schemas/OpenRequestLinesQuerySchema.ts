// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const OpenRequestLinesQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'requestIds'
    ],
    properties: {
        requestIds: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/Id'
            },
            uniqueItems: true
        }
    }
} as const;
