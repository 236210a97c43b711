// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttributeValuesSchema = {
    type: 'object',
    description: 'Dynamic attribute values keyed by the attribute\'s code (spec §3, §5).',
    additionalProperties: {
        type: [
            'string',
            'number',
            'boolean',
            'null'
        ]
    }
} as const;
