// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AnnotateRequestSchema = {
    type: 'object',
    description: '批注 — a comment on the timeline; does not move the flow.',
    additionalProperties: false,
    required: [
        'processId',
        'content'
    ],
    properties: {
        processId: {
            $ref: '#/components/schemas/Id'
        },
        content: {
            type: 'string',
            minLength: 1,
            maxLength: 1000
        },
        attachments: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Attachment'
            }
        }
    }
} as const;
