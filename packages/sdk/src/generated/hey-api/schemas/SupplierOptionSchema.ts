// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierOptionSchema = {
    type: 'object',
    description: 'A supplier as a picker offers it.',
    additionalProperties: false,
    required: [
        'id',
        'code',
        'name',
        'category',
        'grade',
        'status'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        code: {
            type: 'string'
        },
        name: {
            type: 'string'
        },
        category: {
            $ref: '#/components/schemas/SupplierCategory'
        },
        grade: {
            $ref: '#/components/schemas/SupplierGrade'
        },
        status: {
            $ref: '#/components/schemas/SupplierStatus'
        }
    }
} as const;
