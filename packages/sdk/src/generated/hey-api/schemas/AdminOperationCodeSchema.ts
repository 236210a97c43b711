// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AdminOperationCodeSchema = {
    type: 'string',
    description: 'Operation codes of 系统管理 (screens.md §9): 菜单管理 system:menu:*, 角色管理 system:role:*, 部门管理 system:dept:*, 用户管理 system:user:*, 字典管理 system:dict:*. Whoever holds system:user:hideContact does not see 手机号码 and 邮箱 in 用户管理 (spec §6 include mode), so the administrator does not hold it.',
    'x-restrictive': [
        'system:user:hideContact'
    ],
    enum: [
        'system:menu:add',
        'system:menu:edit',
        'system:menu:remove',
        'system:menu:status',
        'system:role:add',
        'system:role:edit',
        'system:role:remove',
        'system:role:export',
        'system:dept:add',
        'system:dept:edit',
        'system:dept:remove',
        'system:dept:export',
        'system:user:add',
        'system:user:edit',
        'system:user:remove',
        'system:user:resetPwd',
        'system:user:export',
        'system:user:hideContact',
        'system:dict:add',
        'system:dict:edit',
        'system:dict:remove',
        'system:dict:export',
        'system:dict:refreshCache'
    ]
} as const;
