// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierGradeSchema = {
    type: 'string',
    'x-dict': 'supplier_grade',
    description: '等级 — A, B, C, D (D 需整改).',
    enum: [
        'A',
        'B',
        'C',
        'D'
    ]
} as const;
