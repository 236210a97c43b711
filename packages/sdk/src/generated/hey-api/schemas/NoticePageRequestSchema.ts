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
        },
        sortField: {
            type: 'string',
            enum: [
                'createdTime'
            ],
            description: '排序字段（createdTime 发布时间）；不传时按发布时间倒序（最新在前）。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
