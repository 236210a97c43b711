// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestInputSchema = {
    type: 'object',
    description: '保存草稿 — a request as the form sends it; no id creates one (number and 草稿 given by the server). Only a 草稿 or 已退回 request can be saved again. Need dates are not before today.',
    additionalProperties: false,
    required: [
        'title',
        'type',
        'applicantId',
        'needDate',
        'urgency',
        'lines'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        title: {
            type: 'string',
            minLength: 1,
            maxLength: 100
        },
        type: {
            $ref: '#/components/schemas/PurchaseRequestType'
        },
        applicantId: {
            $ref: '#/components/schemas/Id'
        },
        projectId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        },
        needDate: {
            $ref: '#/components/schemas/Date'
        },
        urgency: {
            $ref: '#/components/schemas/Urgency'
        },
        remark: {
            type: [
                'string',
                'null'
            ],
            maxLength: 500
        },
        attachments: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Attachment'
            }
        },
        lines: {
            type: 'array',
            minItems: 1,
            maxItems: 200,
            items: {
                $ref: '#/components/schemas/PurchaseRequestLineInput'
            }
        }
    }
} as const;
