// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DictDataSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'dictType',
        'label',
        'value',
        'sort',
        'tagColor',
        'isDefault',
        'status'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        dictType: {
            type: 'string'
        },
        label: {
            type: 'string',
            description: '字典标签'
        },
        value: {
            type: 'string',
            description: '字典键值'
        },
        sort: {
            type: 'integer',
            minimum: 0
        },
        tagColor: {
            $ref: '#/components/schemas/TagColor'
        },
        isDefault: {
            type: 'boolean'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        }
    }
} as const;
