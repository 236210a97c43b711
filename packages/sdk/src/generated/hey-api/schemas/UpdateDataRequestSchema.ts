// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UpdateDataRequestSchema = {
    type: 'object',
    description: 'Saves the editable business-form fields of the current node.',
    additionalProperties: false,
    required: [
        'processId',
        'nodeId',
        'formData'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        },
        nodeId: {
            $ref: '#/components/schemas/Id'
        },
        formData: {
            $ref: '#/components/schemas/FormData'
        }
    }
} as const;
