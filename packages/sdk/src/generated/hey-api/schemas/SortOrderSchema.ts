// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SortOrderSchema = {
    type: 'string',
    description: '排序方向：asc 升序 / desc 降序；给了 sortField 而不给 sortOrder 时按 desc。',
    enum: [
        'asc',
        'desc'
    ]
} as const;
