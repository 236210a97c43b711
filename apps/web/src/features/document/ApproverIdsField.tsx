import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useRoleOptions, useUserOptions } from '../../lib/people-options';
import { type NodeConfig, PICKED_APPROVER_RULES } from './definition-rules';

/**
 * The approvers of a node whose rule picks them (screens.md §4): colleagues for 指定成员, roles for 角色; at
 * least one is required. Other rules find their approvers themselves, so nothing is shown.
 */
export function ApproverIdsField({ node }: { node: number }) {
  const rule = Form.useWatch<NodeConfig['approverRule'] | undefined>(['nodes', node, 'approverRule']);
  const users = useUserOptions(rule === 'USER');
  const roles = useRoleOptions(rule === 'ROLE');
  if (!rule || !PICKED_APPROVER_RULES.includes(rule)) return null;
  const picked =
    rule === 'USER' ? { label: '审批成员', options: users } : { label: '审批角色', options: roles };
  return (
    <Form.Item
      name={[node, 'approverIds']}
      label={picked.label}
      rules={[{ required: true, type: 'array', min: 1, message: `请选择${picked.label}` }]}
    >
      <Select
        mode="multiple"
        style={{ minWidth: 240 }}
        optionFilterProp="label"
        options={picked.options.options}
        loading={picked.options.loading}
        placeholder={rule === 'USER' ? '选择人员' : '选择角色'}
      />
    </Form.Item>
  );
}
