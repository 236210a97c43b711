// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMemberFiltersSchema = {
    description: 'The filters and order of 项目成员, shared by its page and its export.',
    type: 'object',
    required: [
        'projectId'
    ],
    properties: {
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string'
        },
        role: {
            $ref: '#/components/schemas/ProjectRole'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        sortField: {
            type: 'string',
            enum: [
                'joinDate',
                'leaveDate'
            ],
            description: '排序字段（joinDate 加入日期、leaveDate 离开日期）；不传时按加入日期先后。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
