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
        },
        sortField: {
            type: 'string',
            enum: [
                'startTime',
                'ccTime'
            ],
            description: '排序字段（startTime 发起时间、ccTime 抄送时间）；不传时按抄送时间倒序（最新在前）。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
