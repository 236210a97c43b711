// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ExtensionValuesSchema = {
    type: 'object',
    description: 'Extension field values keyed by tableKey (spec §3: values are stored in an extension object).',
    additionalProperties: {
        type: [
            'string',
            'number',
            'null'
        ]
    }
} as const;
