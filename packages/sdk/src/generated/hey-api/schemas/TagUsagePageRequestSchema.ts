// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const TagUsagePageRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'tagId',
        'pageNum',
        'pageSize'
    ],
    properties: {
        tagId: {
            $ref: '#/components/schemas/Id'
        },
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        }
    }
} as const;
