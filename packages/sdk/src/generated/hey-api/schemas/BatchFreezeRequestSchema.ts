// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchFreezeRequestSchema = {
    type: 'object',
    description: '冻结 (hold) or 解冻 (release) a batch, with the reason.',
    additionalProperties: false,
    required: [
        'id',
        'reason'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 200
        }
    }
} as const;
