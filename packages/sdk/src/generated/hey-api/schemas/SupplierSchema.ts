// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'code',
        'name',
        'shortName',
        'category',
        'grade',
        'score',
        'creditCode',
        'taxRate',
        'contactName',
        'mobile',
        'phone',
        'email',
        'address',
        'bankName',
        'bankAccount',
        'paymentTerms',
        'currency',
        'tags',
        'status',
        'statusReason',
        'contacts',
        'qualifications',
        'remark',
        'createBy',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        code: {
            type: 'string',
            description: '编码, given by the server (SUP-001).'
        },
        name: {
            type: 'string'
        },
        shortName: {
            type: [
                'string',
                'null'
            ]
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
            maximum: 100,
            description: '评分'
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
            description: '主联系人'
        },
        mobile: {
            type: [
                'string',
                'null'
            ],
            description: '手机'
        },
        phone: {
            type: [
                'string',
                'null'
            ],
            description: '电话'
        },
        email: {
            type: [
                'string',
                'null'
            ]
        },
        address: {
            type: [
                'string',
                'null'
            ]
        },
        bankName: {
            type: [
                'string',
                'null'
            ],
            description: '开户行'
        },
        bankAccount: {
            type: [
                'string',
                'null'
            ],
            description: '银行账号'
        },
        paymentTerms: {
            type: [
                'string',
                'null'
            ],
            description: '付款条件, e.g. 月结 30 天.'
        },
        currency: {
            $ref: '#/components/schemas/Currency'
        },
        tags: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/AttrTagRef'
            }
        },
        status: {
            $ref: '#/components/schemas/SupplierStatus'
        },
        statusReason: {
            type: [
                'string',
                'null'
            ],
            description: 'Why it is frozen or disabled.'
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
            ]
        },
        createBy: {
            type: 'string'
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
