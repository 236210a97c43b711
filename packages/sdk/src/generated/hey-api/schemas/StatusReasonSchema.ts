// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StatusReasonSchema = {
    type: 'object',
    description: '关闭 / 作废 / 暂停 / 取消 of a document, with the reason the user gave.',
    additionalProperties: false,
    required: [
        'id',
        'reason'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 200
        }
    }
} as const;
