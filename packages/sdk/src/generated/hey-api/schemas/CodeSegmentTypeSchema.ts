// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CodeSegmentTypeSchema = {
    type: 'string',
    'x-dict': 'code_segment_type',
    description: 'FIXED 固定字符, CATEGORY 分类码, DATE 日期, SERIAL 流水号, SEPARATOR 分隔符.',
    enum: [
        'FIXED',
        'CATEGORY',
        'DATE',
        'SERIAL',
        'SEPARATOR'
    ]
} as const;
