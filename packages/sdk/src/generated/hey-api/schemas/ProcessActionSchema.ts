// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessActionSchema = {
    type: 'string',
    description: 'APPROVE 同意, REJECT 拒绝, TRANSMIT 转交, SHARE 抄送, REFUND 退回, WITHDRAW 撤回, ANNOTATE 批注, CANCEL 作废, UPDATE_DATA 修改数据, SUBMIT 提交.',
    enum: [
        'APPROVE',
        'REJECT',
        'TRANSMIT',
        'SHARE',
        'REFUND',
        'WITHDRAW',
        'ANNOTATE',
        'CANCEL',
        'UPDATE_DATA',
        'SUBMIT'
    ]
} as const;
