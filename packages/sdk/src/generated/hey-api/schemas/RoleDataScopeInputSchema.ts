// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RoleDataScopeInputSchema = {
    type: 'object',
    description: '数据权限 of a role; `deptIds` only counts for CUSTOM.',
    additionalProperties: false,
    required: [
        'id',
        'dataScope',
        'deptIds'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        dataScope: {
            $ref: '#/components/schemas/DataScope'
        },
        deptIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            },
            uniqueItems: true
        }
    }
} as const;
