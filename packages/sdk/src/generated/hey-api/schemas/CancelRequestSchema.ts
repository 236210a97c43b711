// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CancelRequestSchema = {
    type: 'object',
    description: '作废 — ends the whole instance.',
    additionalProperties: false,
    required: [
        'processId',
        'reason'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 500
        }
    }
} as const;
