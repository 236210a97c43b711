// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const FormDataSchema = {
    type: 'object',
    description: 'Business form values keyed by the field code.',
    additionalProperties: {
        type: [
            'string',
            'number',
            'boolean',
            'null'
        ]
    }
} as const;
