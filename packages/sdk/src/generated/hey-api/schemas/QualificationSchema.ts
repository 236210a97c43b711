// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const QualificationSchema = {
    type: 'object',
    description: '资质 — a named certificate with its file and the date it expires.',
    additionalProperties: false,
    required: [
        'id',
        'name',
        'validTo',
        'file'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 50,
            description: '营业执照, ISO 9001 证书 …'
        },
        validTo: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Date'
                },
                {
                    type: 'null'
                }
            ],
            description: '有效期至'
        },
        file: {
            $ref: '#/components/schemas/Attachment'
        }
    }
} as const;
