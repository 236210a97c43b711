// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StartProcessRequestSchema = {
    type: 'object',
    description: '发起申请 — starts a process of a definition with its form.',
    additionalProperties: false,
    required: [
        'definitionKey',
        'title',
        'formData'
    ],
    properties: {
        definitionKey: {
            type: 'string',
            minLength: 1
        },
        title: {
            type: 'string',
            minLength: 1,
            maxLength: 100
        },
        urgency: {
            $ref: '#/components/schemas/Urgency'
        },
        formData: {
            $ref: '#/components/schemas/FormData'
        }
    }
} as const;
