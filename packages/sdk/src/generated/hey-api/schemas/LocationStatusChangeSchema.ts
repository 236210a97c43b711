// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LocationStatusChangeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'ids',
        'status'
    ],
    properties: {
        ids: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/Id'
            }
        },
        status: {
            $ref: '#/components/schemas/LocationStatus'
        },
        reason: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200,
            description: 'Why a bin is locked.'
        }
    }
} as const;
