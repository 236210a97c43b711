// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CodeSegmentSchema = {
    type: 'object',
    description: 'One segment of a code rule, in `sort` order. FIXED uses `value`; SEPARATOR uses `value` (one character); DATE uses `dateFormat`; SERIAL uses `length`, `serialStart`, `serialStep`, `resetCycle` (and reports `serialCurrent`); CATEGORY takes the category\'s code.',
    additionalProperties: false,
    required: [
        'id',
        'sort',
        'type'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        sort: {
            type: 'integer',
            minimum: 1,
            maximum: 99
        },
        type: {
            $ref: '#/components/schemas/CodeSegmentType'
        },
        value: {
            type: [
                'string',
                'null'
            ],
            maxLength: 10
        },
        dateFormat: {
            type: [
                'string',
                'null'
            ],
            enum: [
                'yyyy',
                'yy',
                'yyyyMM',
                'yyMM',
                'yyyyMMdd',
                null
            ]
        },
        length: {
            type: [
                'integer',
                'null'
            ],
            minimum: 1,
            maximum: 10
        },
        serialStart: {
            type: [
                'integer',
                'null'
            ],
            minimum: 0,
            maximum: 999999999
        },
        serialStep: {
            type: [
                'integer',
                'null'
            ],
            minimum: 1,
            maximum: 9999
        },
        serialCurrent: {
            type: [
                'integer',
                'null'
            ],
            minimum: 0,
            description: '当前流水 (read-only).'
        },
        resetCycle: {
            oneOf: [
                {
                    $ref: '#/components/schemas/SerialResetCycle'
                },
                {
                    type: 'null'
                }
            ]
        }
    }
} as const;
