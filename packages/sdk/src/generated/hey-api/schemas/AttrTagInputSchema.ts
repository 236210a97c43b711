// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttrTagInputSchema = {
    type: 'object',
    description: 'A tag as saved; no id creates one. The name is unique within its scope.',
    additionalProperties: false,
    required: [
        'name',
        'scope',
        'color',
        'sort',
        'status'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 20
        },
        scope: {
            $ref: '#/components/schemas/TagScope'
        },
        groupName: {
            type: [
                'string',
                'null'
            ],
            maxLength: 20
        },
        color: {
            $ref: '#/components/schemas/TagColorHex'
        },
        sort: {
            $ref: '#/components/schemas/Sort'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        description: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        }
    }
} as const;
