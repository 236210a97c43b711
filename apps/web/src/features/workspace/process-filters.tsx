import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProcessStatusSchema } from '@backoffice/sdk/schemas';
import { type SearchField, SideQueryEmpty, sideRows, useSideQuery } from '@backoffice/ui-kit';
import Select from 'antd/es/select';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { dictSearchField } from '../../lib/dict';
import { useUserOptions } from '../../lib/people-options';
import { PROCESS_CATEGORY_DICT } from '../../lib/process-status';

type QueryType = Schema<'QueryType'>;
interface SelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** 所属流程: every process definition by its key, disabled ones too (their processes are still in the lists). */
function DefinitionSelect(props: SelectProps) {
  const definitions = useSideQuery(
    '流程',
    apiQueryOptions(api, 'post', '/api/workflow/processDefinition/getAll', { body: {} }),
  );
  const options = [...new Map(sideRows(definitions).map((d) => [d.key, d.name]))].map(([value, label]) => ({
    value,
    label,
  }));
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={definitions.status === 'loading'}
      options={options}
      notFoundContent={<SideQueryEmpty query={definitions} empty="没有流程" />}
      placeholder="请选择所属流程"
      style={{ width: 180 }}
    />
  );
}

/** 发起人: a colleague, searched by name or department. */
function InitiatorSelect(props: SelectProps) {
  const { options, loading } = useUserOptions();
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      options={options}
      placeholder="请选择发起人"
      style={{ width: 180 }}
    />
  );
}

/**
 * The filters of a process list (screens.md §2): 流程标题, 流程分类, 所属流程, 发起时间 range, and 发起人 where the
 * processes are others' (not 我的申请), 流程状态 where they are not all running (not 待办).
 */
export function processSearchFields(queryType: QueryType): SearchField[] {
  return [
    { name: 'keyword', label: '流程标题' },
    dictSearchField('category', '流程分类', PROCESS_CATEGORY_DICT),
    { name: 'definitionKey', label: '所属流程', render: () => <DefinitionSelect /> },
    ...(queryType === 'MY_APPLY'
      ? []
      : [{ name: 'initiatorId', label: '发起人', render: () => <InitiatorSelect /> }]),
    ...(queryType === 'PENDING' ? [] : [dictSearchField('status', '流程状态', ProcessStatusSchema)]),
    dateRangeSearchField('startTime', '发起时间'),
  ];
}

/**
 * The list's filters as the contract's request: the 发起时间 range of days becomes startTimeFrom / startTimeTo,
 * from the first day's start to the last day's end (the contract's date-times).
 */
export function processRequestFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const { startTimeFrom, startTimeTo, ...rest } = rangeFilters(
    filters,
    'startTime',
    'startTimeFrom',
    'startTimeTo',
  );
  return {
    ...rest,
    ...(typeof startTimeFrom === 'string' ? { startTimeFrom: `${startTimeFrom} 00:00:00` } : {}),
    ...(typeof startTimeTo === 'string' ? { startTimeTo: `${startTimeTo} 23:59:59` } : {}),
  };
}
