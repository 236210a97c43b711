// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UnitOfMeasureSchema = {
    type: 'string',
    'x-dict': 'unit_of_measure',
    description: '计量单位.',
    enum: [
        'PCS',
        'SET',
        'UNIT',
        'SHEET',
        'KG',
        'M',
        'BOX',
        'ROLL',
        'L'
    ]
} as const;
