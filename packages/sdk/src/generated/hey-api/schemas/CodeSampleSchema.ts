// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CodeSampleSchema = {
    type: 'object',
    description: 'A code the rule would give now; nothing is used up.',
    additionalProperties: false,
    required: [
        'code',
        'ruleName'
    ],
    properties: {
        code: {
            type: 'string'
        },
        ruleName: {
            type: 'string'
        }
    }
} as const;
