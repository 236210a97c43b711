// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMaterialExportRequestSchema = {
    type: 'object',
    description: '项目物料 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/ProjectMaterialFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
