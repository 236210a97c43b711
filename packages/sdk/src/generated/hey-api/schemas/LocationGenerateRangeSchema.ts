// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LocationGenerateRangeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'from',
        'to'
    ],
    properties: {
        from: {
            type: 'integer',
            minimum: 1,
            maximum: 99
        },
        to: {
            type: 'integer',
            minimum: 1,
            maximum: 99
        }
    }
} as const;
