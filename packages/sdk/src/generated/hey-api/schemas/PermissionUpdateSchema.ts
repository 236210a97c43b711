// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PermissionUpdateSchema = {
    type: 'object',
    description: 'A permission as sent on update (its id plus the editable fields).',
    additionalProperties: false,
    required: [
        'id',
        'parentId',
        'name',
        'type',
        'sort'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        parentId: {
            $ref: '#/components/schemas/ParentId'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        type: {
            $ref: '#/components/schemas/PermissionType'
        },
        path: {
            type: [
                'string',
                'null'
            ],
            maxLength: 100
        },
        icon: {
            type: [
                'string',
                'null'
            ],
            maxLength: 50
        },
        sort: {
            $ref: '#/components/schemas/Sort'
        },
        code: {
            type: [
                'string',
                'null'
            ]
        },
        component: {
            type: [
                'string',
                'null'
            ],
            maxLength: 100
        },
        visible: {
            type: 'boolean'
        },
        status: {
            $ref: '#/components/schemas/Status'
        }
    }
} as const;
