// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectPageRequestSchema = {
    type: 'object',
    description: 'Filters of 项目列表: keyword over number/name, type, status, manager, department, planned start range.',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize'
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
        }
    }
} as const;
