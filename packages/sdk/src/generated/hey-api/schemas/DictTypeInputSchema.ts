// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DictTypeInputSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'name',
        'type'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        type: {
            type: 'string',
            pattern: '^[a-z][a-z0-9_]{1,49}$'
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
