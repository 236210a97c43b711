// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierInputSchema = {
    type: 'object',
    description: 'A supplier as saved; no id creates one (the server gives it its code, status 启用).',
    additionalProperties: false,
    required: [
        'name',
        'category',
        'grade',
        'creditCode',
        'currency',
        'tagIds',
        'contacts',
        'qualifications'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string',
            minLength: 2,
            maxLength: 100
        },
        shortName: {
            type: [
                'string',
                'null'
            ],
            maxLength: 30
        },
        category: {
            $ref: '#/components/schemas/SupplierCategory'
        },
        grade: {
            $ref: '#/components/schemas/SupplierGrade'
        },
        score: {
            type: [
                'integer',
                'null'
            ],
            minimum: 0,
            maximum: 100
        },
        creditCode: {
            $ref: '#/components/schemas/CreditCode'
        },
        taxRate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/TaxRate'
                },
                {
                    type: 'null'
                }
            ]
        },
        contactName: {
            type: [
                'string',
                'null'
            ],
            maxLength: 20
        },
        mobile: {
            type: [
                'string',
                'null'
            ],
            pattern: '^1\\d{10}$'
        },
        phone: {
            type: [
                'string',
                'null'
            ],
            description: '座机, with its area code (0755-83216688).',
            pattern: '^0\\d{2,3}-\\d{7,8}$'
        },
        email: {
            type: [
                'string',
                'null'
            ],
            format: 'email',
            maxLength: 100
        },
        address: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        },
        bankName: {
            type: [
                'string',
                'null'
            ],
            maxLength: 100
        },
        bankAccount: {
            type: [
                'string',
                'null'
            ],
            description: '银行账号, digits only.',
            pattern: '^\\d{8,30}$'
        },
        paymentTerms: {
            type: [
                'string',
                'null'
            ],
            maxLength: 50
        },
        currency: {
            $ref: '#/components/schemas/Currency'
        },
        tagIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            },
            uniqueItems: true
        },
        contacts: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/SupplierContact'
            }
        },
        qualifications: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Qualification'
            }
        },
        remark: {
            type: [
                'string',
                'null'
            ],
            maxLength: 500
        }
    }
} as const;
