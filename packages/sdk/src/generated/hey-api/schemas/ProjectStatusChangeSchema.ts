// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectStatusChangeSchema = {
    type: 'object',
    description: 'Moves a project to `status`; the server refuses a transition the flow does not allow.',
    additionalProperties: false,
    required: [
        'id',
        'status'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/ProjectStatus'
        }
    }
} as const;
