// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectRoleSchema = {
    type: 'string',
    'x-dict': 'project_role',
    description: 'MANAGER 项目经理, TECH_LEAD 技术负责人, BUYER 采购员, KEEPER 仓管员, MEMBER 成员.',
    enum: [
        'MANAGER',
        'TECH_LEAD',
        'BUYER',
        'KEEPER',
        'MEMBER'
    ]
} as const;
