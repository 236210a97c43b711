// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectExportRequestSchema = {
    type: 'object',
    description: '项目 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/ProjectFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
