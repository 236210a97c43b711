// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectDocumentsRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'projectId',
        'kind'
    ],
    properties: {
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        kind: {
            $ref: '#/components/schemas/ProjectDocumentKind'
        }
    }
} as const;
