import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { CodeSegmentTypeSchema } from '@backoffice/sdk/schemas';
import {
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  type SideQuery,
  StatusSwitch,
  useListDialog,
  usePermissions,
} from '@backoffice/ui-kit';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { operationCodes } from '../../lib/operation-codes';
import { STATUS_SEARCH_FIELD } from '../../lib/status';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const CodeRuleForm = lazyExport('material-code-rule-form', () => import('./CodeRuleForm'), 'CodeRuleForm');

type CodeRule = Schema<'CodeRule'>;
type LocalList = ReturnType<typeof import('@backoffice/ui-kit').useLocalList<CodeRule>>;

const CODES = operationCodes({
  add: 'material:codeRule:add',
  edit: 'material:codeRule:edit',
  remove: 'material:codeRule:remove',
  export: 'material:codeRule:export',
  test: 'material:codeRule:test',
  resetSerial: 'material:codeRule:resetSerial',
});

/** 编码配置 (b): the code rules, their ordered segments, 测试生成 and 重置流水. */
export function CodeRuleTable({
  list,
  categories,
}: {
  list: LocalList;
  categories: SideQuery<readonly Schema<'MaterialCategory'>[]>;
}) {
  useWarmChunks(list.status !== 'loading', [CodeRuleForm]);
  // 新增 / 修改: the rule's form (`rule` when editing one)
  const {
    dialog: editing,
    open: edit,
    close,
    closeAndRefresh,
  } = useListDialog<{ rule?: CodeRule }>(list.refresh);
  const { can } = usePermissions();
  const { remove, run, toggleStatus } = list;
  const columns = useMemo<PermissionColumn<CodeRule>[]>(
    () => [
      { key: 'code', title: '规则编码', dataIndex: 'code', width: 100 },
      { key: 'name', title: '规则名称', dataIndex: 'name', minWidth: 140 },
      {
        key: 'segments',
        title: '编码段',
        minWidth: 260,
        render: (_, r) =>
          [...r.segments]
            .sort((a, b) => a.sort - b.sort)
            .map((s) => (
              <DictTag
                key={s.id}
                dict={CodeSegmentTypeSchema}
                value={s.type}
                text={(label) =>
                  s.value
                    ? `${label} ${s.value}`
                    : s.length
                      ? `${label} ${s.length} 位`
                      : s.dateFormat
                        ? `${label} ${s.dateFormat}`
                        : label
                }
              />
            )),
      },
      { key: 'maxLength', title: '最大长度', dataIndex: 'maxLength', width: 86 },
      {
        key: 'status',
        title: '状态',
        width: 64,
        render: (_, r) => (
          <StatusSwitch
            enabled={r.status === 'ENABLED'}
            name={r.name}
            what="编码规则"
            code={CODES.edit}
            onToggle={() => toggleStatus(r)}
          />
        ),
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 180,
        render: (_, r) => (
          <RowActions
            actions={[
              { key: 'edit', label: '修改', code: CODES.edit, onClick: () => edit({ rule: r }) },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                confirm: `确认删除编码规则「${r.name}」？`,
                confirmDescription: '规则已绑定分类时，服务器会拒绝删除。',
                onClick: () => remove([r.id]),
              },
              {
                key: 'reset',
                label: '重置流水',
                danger: true,
                code: CODES.resetSerial,
                confirm: `确认重置「${r.name}」的流水号？`,
                confirmDescription: '流水号回到起始值，之后生成的编码可能与本周期已发出的编码重复。',
                onClick: () =>
                  run(
                    () => api.PUT('/api/material/codeRule/resetSerial', { body: { id: r.id } }),
                    '流水已重置',
                  ),
              },
            ]}
          />
        ),
      },
    ],
    [remove, run, toggleStatus, edit],
  );
  return (
    <>
      <PermissionTable<CodeRule>
        tableId="material-code-rule"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={[
          { name: 'name', label: '规则名称' },
          { name: 'code', label: '规则编码' },
          STATUS_SEARCH_FIELD,
        ]}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => edit({})}>
              新增
            </PermittedButton>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {editing && (
        <CodeRuleForm
          editing={editing.rule}
          categories={categories}
          canTest={can(CODES.test)}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
    </>
  );
}

export const codeRuleQuery = apiQueryOptions(api, 'post', '/api/material/codeRule/getAll', { body: {} });
