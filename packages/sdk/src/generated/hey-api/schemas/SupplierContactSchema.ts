// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierContactSchema = {
    type: 'object',
    description: '联系人 of a supplier; one of them is the primary contact.',
    additionalProperties: false,
    required: [
        'id',
        'name',
        'position',
        'mobile',
        'email',
        'primary'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 20
        },
        position: {
            type: [
                'string',
                'null'
            ],
            maxLength: 30
        },
        mobile: {
            type: [
                'string',
                'null'
            ],
            pattern: '^1\\d{10}$'
        },
        email: {
            type: [
                'string',
                'null'
            ],
            format: 'email',
            maxLength: 100
        },
        primary: {
            type: 'boolean'
        }
    }
} as const;
