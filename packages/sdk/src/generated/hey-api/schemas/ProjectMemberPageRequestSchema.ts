// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMemberPageRequestSchema = {
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
        name: {
            type: 'string'
        },
        role: {
            $ref: '#/components/schemas/ProjectRole'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
