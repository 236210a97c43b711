// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CcPageRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize'
    ],
    properties: {
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        },
        keyword: {
            type: 'string'
        },
        read: {
            type: 'boolean'
        }
    }
} as const;
