// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DictDataInputSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'dictType',
        'label',
        'value',
        'sort',
        'tagColor'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        dictType: {
            type: 'string',
            minLength: 1,
            maxLength: 100
        },
        label: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        value: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        sort: {
            $ref: '#/components/schemas/Sort'
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
            ],
            maxLength: 200
        }
    }
} as const;
