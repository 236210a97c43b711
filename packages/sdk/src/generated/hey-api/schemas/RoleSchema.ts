// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RoleSchema = {
    type: 'object',
    description: 'A role; its menus and operation codes come from getRolePermissionTree.',
    additionalProperties: false,
    required: [
        'id',
        'roleName',
        'roleKey',
        'sort',
        'dataScope',
        'deptIds',
        'menuLinkage',
        'status',
        'remark',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        roleName: {
            type: 'string',
            description: '角色名称'
        },
        roleKey: {
            type: 'string',
            description: '权限字符, e.g. purchase_manager.'
        },
        sort: {
            type: 'integer',
            minimum: 0,
            description: '显示顺序'
        },
        dataScope: {
            $ref: '#/components/schemas/DataScope'
        },
        deptIds: {
            type: 'array',
            description: 'The departments of a CUSTOM data scope (empty otherwise).',
            items: {
                $ref: '#/components/schemas/Id'
            }
        },
        menuLinkage: {
            type: 'boolean',
            description: '菜单树父子联动: checking a parent checks its children.'
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
