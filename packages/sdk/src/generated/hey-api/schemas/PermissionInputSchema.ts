// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PermissionInputSchema = {
    type: 'object',
    description: 'A menu, directory or button as sent on save.',
    additionalProperties: false,
    required: [
        'parentId',
        'name',
        'type',
        'sort'
    ],
    properties: {
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
            maxLength: 100,
            description: 'Route path of spec §2, e.g. /workspace/todo.'
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
            ],
            description: 'Operation code `<module>:<entity>:<action>`, e.g. workflow:process:approve (an OperationCode).',
            pattern: '^[a-z][a-zA-Z]*(:[a-zA-Z]+)+$',
            maxLength: 100
        },
        component: {
            type: [
                'string',
                'null'
            ],
            maxLength: 100
        },
        visible: {
            type: 'boolean',
            default: true
        },
        status: {
            $ref: '#/components/schemas/Status'
        }
    }
} as const;
