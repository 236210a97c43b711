// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const NodeConfigSchema = {
    type: 'object',
    description: 'One node of the ordered node list (流程配置; no graphical designer yet).',
    additionalProperties: false,
    required: [
        'name',
        'approverRule',
        'multiMode',
        'emptyApprover',
        'buttons',
        'fieldRights'
    ],
    properties: {
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 30
        },
        approverRule: {
            type: 'string',
            description: 'USER 指定成员, ROLE 角色, DEPT_LEADER 部门负责人, INITIATOR_PICK 发起人自选, INITIATOR 发起人本人.',
            enum: [
                'USER',
                'ROLE',
                'DEPT_LEADER',
                'INITIATOR_PICK',
                'INITIATOR'
            ]
        },
        approverIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            },
            description: 'Users or roles, by the rule.'
        },
        multiMode: {
            type: 'string',
            description: 'SEQUENTIAL 依次审批, COUNTERSIGN 会签, OR_SIGN 或签.',
            enum: [
                'SEQUENTIAL',
                'COUNTERSIGN',
                'OR_SIGN'
            ]
        },
        emptyApprover: {
            type: 'string',
            description: 'AUTO_PASS 自动通过, AUTO_REJECT 自动拒绝, TO_ADMIN 转交管理员.',
            enum: [
                'AUTO_PASS',
                'AUTO_REJECT',
                'TO_ADMIN'
            ]
        },
        buttons: {
            type: 'array',
            description: 'The actions this node offers.',
            items: {
                $ref: '#/components/schemas/ProcessAction'
            }
        },
        fieldRights: {
            type: 'object',
            description: 'Form field code → READ 只读, EDIT 可编辑, HIDE 隐藏.',
            additionalProperties: {
                type: 'string',
                enum: [
                    'READ',
                    'EDIT',
                    'HIDE'
                ]
            }
        }
    }
} as const;
