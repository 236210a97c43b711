// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DataScopeSchema = {
    type: 'string',
    'x-dict': 'sys_data_scope',
    description: '数据范围: ALL 全部, CUSTOM 自定义部门, DEPT 本部门, DEPT_AND_CHILD 本部门及以下, SELF 仅本人.',
    enum: [
        'ALL',
        'CUSTOM',
        'DEPT',
        'DEPT_AND_CHILD',
        'SELF'
    ]
} as const;
