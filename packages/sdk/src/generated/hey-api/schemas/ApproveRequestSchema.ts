// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ApproveRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'processId',
        'nodeId'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        },
        nodeId: {
            $ref: '#/components/schemas/Id'
        },
        comment: {
            type: 'string',
            maxLength: 500
        },
        formData: {
            $ref: '#/components/schemas/FormData'
        }
    }
} as const;
