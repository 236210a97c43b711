// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WithdrawRequestSchema = {
    type: 'object',
    description: '撤回 — the initiator pulls back the application, or an approver recalls the approval just given.',
    additionalProperties: false,
    required: [
        'processId'
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
            maxLength: 500
        }
    }
} as const;
