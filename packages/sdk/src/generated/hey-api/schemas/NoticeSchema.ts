// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const NoticeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'title',
        'type',
        'status',
        'content',
        'createdBy',
        'createdTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        title: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        type: {
            $ref: '#/components/schemas/NoticeType'
        },
        status: {
            $ref: '#/components/schemas/NoticeStatus'
        },
        content: {
            type: 'string',
            description: 'The notice\'s text: plain, with line breaks.'
        },
        createdBy: {
            $ref: '#/components/schemas/UserRef'
        },
        createdTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
