// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessNodeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'processId',
        'name',
        'order',
        'status',
        'approvers',
        'allowedActions'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        processId: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string'
        },
        order: {
            type: 'integer',
            minimum: 1
        },
        status: {
            $ref: '#/components/schemas/NodeStatus'
        },
        approvers: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/UserRef'
            }
        },
        allowedActions: {
            type: 'array',
            description: 'The actions the current user may take on this node.',
            items: {
                $ref: '#/components/schemas/ProcessAction'
            }
        }
    }
} as const;
