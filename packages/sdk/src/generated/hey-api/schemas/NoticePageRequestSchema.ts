// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const NoticePageRequestSchema = {
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
        title: {
            type: 'string',
            description: 'Part of the title.'
        },
        type: {
            $ref: '#/components/schemas/NoticeType'
        },
        status: {
            $ref: '#/components/schemas/NoticeStatus'
        }
    }
} as const;
