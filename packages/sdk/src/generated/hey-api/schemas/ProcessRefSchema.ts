// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessRefSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'processId'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
