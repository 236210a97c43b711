// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMemberExportRequestSchema = {
    type: 'object',
    description: '项目成员 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/ProjectMemberFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
