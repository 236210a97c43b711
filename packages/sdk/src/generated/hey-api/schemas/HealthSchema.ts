// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const HealthSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'status'
    ],
    properties: {
        status: {
            type: 'string',
            enum: [
                'UP'
            ]
        }
    }
} as const;
