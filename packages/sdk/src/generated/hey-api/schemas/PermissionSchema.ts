// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PermissionSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'parentId',
        'name',
        'type',
        'path',
        'icon',
        'sort',
        'code',
        'visible',
        'status'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        parentId: {
            $ref: '#/components/schemas/ParentId'
        },
        name: {
            type: 'string'
        },
        type: {
            $ref: '#/components/schemas/PermissionType'
        },
        path: {
            type: [
                'string',
                'null'
            ]
        },
        icon: {
            type: [
                'string',
                'null'
            ]
        },
        sort: {
            type: 'integer'
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
            ]
        },
        visible: {
            type: 'boolean'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
