// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialOperationCodeSchema = {
    type: 'string',
    description: 'Operation codes of 物料管理: 物料编码 material:code:*, 编码配置 material:category:* and material:codeRule:*, BOM管理 material:bom:*. Whoever holds material:code:hideCost does not see 参考成本 in 物料编码 (spec §6 include mode), so the administrator does not hold it.',
    'x-restrictive': [
        'material:code:hideCost'
    ],
    enum: [
        'material:code:add',
        'material:code:edit',
        'material:code:remove',
        'material:code:status',
        'material:code:export',
        'material:code:import',
        'material:code:print',
        'material:code:hideCost',
        'material:category:add',
        'material:category:edit',
        'material:category:remove',
        'material:category:export',
        'material:codeRule:add',
        'material:codeRule:edit',
        'material:codeRule:remove',
        'material:codeRule:export',
        'material:codeRule:test',
        'material:codeRule:resetSerial',
        'material:bom:add',
        'material:bom:edit',
        'material:bom:remove',
        'material:bom:copy',
        'material:bom:newVersion',
        'material:bom:submit',
        'material:bom:setDefault',
        'material:bom:disable',
        'material:bom:export'
    ]
} as const;
