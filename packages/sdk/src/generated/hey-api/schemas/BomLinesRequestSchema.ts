// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomLinesRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'bomId'
    ],
    properties: {
        bomId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
