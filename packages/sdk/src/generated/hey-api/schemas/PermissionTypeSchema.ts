// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PermissionTypeSchema = {
    type: 'string',
    'x-dict': 'sys_menu_type',
    description: 'M 目录 (directory), C 菜单 (menu), F 按钮 (button / operation).',
    enum: [
        'M',
        'C',
        'F'
    ]
} as const;
