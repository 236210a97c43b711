// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectFiltersSchema = {
    type: 'object',
    description: 'Filters of 项目列表: keyword over number/name, type, status, manager, department, planned start range.',
    properties: {
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        keyword: {
            type: 'string'
        },
        type: {
            $ref: '#/components/schemas/ProjectType'
        },
        status: {
            $ref: '#/components/schemas/ProjectStatus'
        },
        managerId: {
            $ref: '#/components/schemas/Id'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        planStartFrom: {
            $ref: '#/components/schemas/LocalDate'
        },
        planStartTo: {
            $ref: '#/components/schemas/LocalDate'
        },
        sortField: {
            type: 'string',
            enum: [
                'projectNo',
                'planStart',
                'planEnd',
                'progress',
                'budget',
                'createTime'
            ],
            description: '排序字段（projectNo 项目编号、planStart 计划开始、planEnd 计划结束、progress 进度、budget 预算、createTime 创建时间）；不传时按项目编号倒序（新项目在前）。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
