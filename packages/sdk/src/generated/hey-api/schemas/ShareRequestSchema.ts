// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ShareRequestSchema = {
    type: 'object',
    description: '抄送 — read-only visibility plus a notice for the chosen users.',
    additionalProperties: false,
    required: [
        'processId',
        'nodeId',
        'userIds'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        },
        nodeId: {
            $ref: '#/components/schemas/Id'
        },
        userIds: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/Id'
            }
        },
        comment: {
            type: 'string',
            maxLength: 500
        }
    }
} as const;
