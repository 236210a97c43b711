// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const TransmitRequestSchema = {
    type: 'object',
    description: '转交 — hands my task permanently to another user.',
    additionalProperties: false,
    required: [
        'processId',
        'nodeId',
        'targetUserId',
        'reason'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        },
        nodeId: {
            $ref: '#/components/schemas/Id'
        },
        targetUserId: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 500
        }
    }
} as const;
