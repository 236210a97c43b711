// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RoleInputSchema = {
    type: 'object',
    description: 'A role as saved: no id creates one (data scope 仅本人 until set), an id updates it. `permissionIds` holds the checked menus and buttons, plus the half-checked parents when the tree is linked.',
    additionalProperties: false,
    required: [
        'roleName',
        'roleKey',
        'sort',
        'menuLinkage',
        'permissionIds'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        roleName: {
            type: 'string',
            minLength: 1,
            maxLength: 30
        },
        roleKey: {
            type: 'string',
            pattern: '^[a-z][a-z0-9_]{1,29}$'
        },
        sort: {
            $ref: '#/components/schemas/Sort'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        menuLinkage: {
            type: 'boolean'
        },
        permissionIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            },
            uniqueItems: true
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
