// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RefundRequestSchema = {
    type: 'object',
    description: '退回 — sends the flow back to an earlier node.',
    additionalProperties: false,
    required: [
        'processId',
        'nodeId',
        'targetNodeId',
        'reason'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        },
        nodeId: {
            $ref: '#/components/schemas/Id'
        },
        targetNodeId: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 500
        }
    }
} as const;
