// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomFiltersSchema = {
    type: 'object',
    description: 'Filters of BOM管理: keyword over the parent\'s code/name, the parent material, status, default.',
    properties: {
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        keyword: {
            type: 'string'
        },
        parentMaterialId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/BomStatus'
        },
        isDefault: {
            type: 'boolean'
        },
        sortField: {
            type: 'string',
            enum: [
                'bomNo',
                'parentMaterialCode',
                'version',
                'effectiveDate',
                'createTime'
            ],
            description: '排序字段（bomNo BOM编号、parentMaterialCode 父项物料编码、version 版本、effectiveDate 生效日期、createTime 创建时间）；不传时按父项物料与版本，新版本在前。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
