// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierPageRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize'
    ],
    properties: {
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        },
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        keyword: {
            type: 'string',
            description: '名称/编码/简称 (contains)'
        },
        category: {
            $ref: '#/components/schemas/SupplierCategory'
        },
        grade: {
            $ref: '#/components/schemas/SupplierGrade'
        },
        status: {
            $ref: '#/components/schemas/SupplierStatus'
        },
        tagId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
