// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DictTypeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'name',
        'type',
        'status',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string',
            description: '字典名称'
        },
        type: {
            type: 'string',
            description: '字典类型, the unique key, e.g. project_status.'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
