// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WorkflowOperationCodeSchema = {
    type: 'string',
    description: 'Operation codes of the workflow screens: the approval actions and the export of 待办 / 已办 / 我的申请 (workflow:process:*, spec §7), and 流程列表\'s actions on process definitions (workflow:definition:*).',
    enum: [
        'workflow:process:approve',
        'workflow:process:reject',
        'workflow:process:transmit',
        'workflow:process:share',
        'workflow:process:refund',
        'workflow:process:withdraw',
        'workflow:process:cancel',
        'workflow:process:export',
        'workflow:definition:add',
        'workflow:definition:edit',
        'workflow:definition:copy',
        'workflow:definition:publish',
        'workflow:definition:status',
        'workflow:definition:remove',
        'workflow:definition:export'
    ]
} as const;
