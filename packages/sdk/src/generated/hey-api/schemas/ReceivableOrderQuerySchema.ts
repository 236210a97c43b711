// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ReceivableOrderQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        keyword: {
            type: 'string',
            description: 'Part of the order\'s number or its supplier\'s name.'
        }
    }
} as const;
