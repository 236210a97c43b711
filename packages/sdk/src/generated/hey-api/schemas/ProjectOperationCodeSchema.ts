// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectOperationCodeSchema = {
    type: 'string',
    description: 'Operation codes of 项目管理: 项目列表 project:project:*, 项目物料管理 project:material:*, 项目团队管理 project:member:*.',
    enum: [
        'project:project:add',
        'project:project:edit',
        'project:project:remove',
        'project:project:status',
        'project:project:export',
        'project:material:add',
        'project:material:edit',
        'project:material:remove',
        'project:material:import',
        'project:material:export',
        'project:member:add',
        'project:member:edit',
        'project:member:remove',
        'project:member:export'
    ]
} as const;
