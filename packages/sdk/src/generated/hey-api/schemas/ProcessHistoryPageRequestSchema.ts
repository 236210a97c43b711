// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessHistoryPageRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize',
        'processId'
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
        processId: {
            $ref: '#/components/schemas/Id'
        },
        sortField: {
            type: 'string',
            enum: [
                'time'
            ],
            description: '排序字段（time 操作时间）；不传时按操作时间先后。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
