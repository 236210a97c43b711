// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RolePermissionTreeSchema = {
    type: 'object',
    description: 'Every menu and button (flat; build the tree from parentId) and the ones the role holds.',
    additionalProperties: false,
    required: [
        'permissions',
        'checkedIds'
    ],
    properties: {
        permissions: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Permission'
            }
        },
        checkedIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            }
        }
    }
} as const;
