import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { Schema } from '@backoffice/sdk';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { ListErrors } from '../../lib/list-errors';
import { ApproverIdsField } from './ApproverIdsField';
import {
  APPROVER_RULE_LABELS,
  EMPTY_APPROVER_LABELS,
  FIELD_RIGHT_LABELS,
  MULTI_MODE_LABELS,
  NODE_BUTTONS,
  newNode,
} from './definition-rules';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The form fields a node sets rights on: those with a code so far. */
type FieldSummary = Pick<Schema<'DynamicFieldDefinition'>, 'code' | 'name'>;

/** 流程节点 (screens.md §4 step 3, first version): the ordered node list with each node's settings. */
export function NodeListEditor({ fields }: { fields: readonly (FieldSummary | undefined)[] }) {
  const namedFields = fields.filter((field): field is FieldSummary => Boolean(field?.code));
  return (
    <Form.List
      name="nodes"
      rules={[
        {
          validator: async (_, nodes) =>
            nodes?.length ? undefined : Promise.reject(new Error('至少需要一个审批节点')),
        },
      ]}
    >
      {(nodes, { add, remove, move }, { errors }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {nodes.map((node, index) => (
            <Card
              key={node.key}
              size="small"
              title={`节点 ${index + 1}`}
              extra={
                <Space>
                  <Button
                    aria-label={`上移节点 ${index + 1}`}
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    aria-label={`下移节点 ${index + 1}`}
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === nodes.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <Button
                    aria-label={`删除节点 ${index + 1}`}
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(node.name)}
                  />
                </Space>
              }
            >
              <Space wrap align="start">
                <Form.Item
                  name={[node.name, 'name']}
                  label="节点名称"
                  rules={[{ required: true, whitespace: true, message: '请输入节点名称' }]}
                >
                  <Input style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[node.name, 'approverRule']} label="审批人设置">
                  <Select style={{ width: 150 }} options={options(APPROVER_RULE_LABELS)} />
                </Form.Item>
                <ApproverIdsField node={node.name} />
                <Form.Item name={[node.name, 'emptyApprover']} label="审批人为空时">
                  <Select style={{ width: 140 }} options={options(EMPTY_APPROVER_LABELS)} />
                </Form.Item>
              </Space>
              <Form.Item name={[node.name, 'multiMode']} label="多人审批方式">
                <Radio.Group options={options(MULTI_MODE_LABELS)} />
              </Form.Item>
              <Form.Item name={[node.name, 'buttons']} label="操作按钮">
                <Checkbox.Group options={NODE_BUTTONS} />
              </Form.Item>
              {namedFields.length > 0 && (
                <Space wrap>
                  {namedFields.map((field) => (
                    <Form.Item
                      key={field.code}
                      name={[node.name, 'fieldRights', field.code]}
                      label={`字段权限：${field.name || field.code}`}
                      initialValue="READ"
                    >
                      <Select style={{ width: 120 }} options={options(FIELD_RIGHT_LABELS)} />
                    </Form.Item>
                  ))}
                </Space>
              )}
            </Card>
          ))}
          <ListErrors errors={errors} />
          <Button icon={<PlusOutlined />} onClick={() => add(newNode(nodes.length))}>
            添加节点
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
