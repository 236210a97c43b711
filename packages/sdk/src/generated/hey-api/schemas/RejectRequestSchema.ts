// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RejectRequestSchema = {
    type: 'object',
    description: '拒绝 — refuses the application on my node; the process ends 审批不通过.',
    additionalProperties: false,
    required: [
        'processId',
        'nodeId',
        'reason'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        },
        nodeId: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 500,
            description: '拒绝理由, shown to the initiator.'
        }
    }
} as const;
