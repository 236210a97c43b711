// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMaterialPageRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize',
        'projectId'
    ],
    properties: {
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        },
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        keyword: {
            type: 'string',
            description: '物料编码/名称'
        },
        categoryId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/ProjectMaterialStatus'
        },
        demandDateFrom: {
            $ref: '#/components/schemas/LocalDate'
        },
        demandDateTo: {
            $ref: '#/components/schemas/LocalDate'
        }
    }
} as const;
