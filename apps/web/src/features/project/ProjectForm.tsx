import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProjectInputSchema, ProjectTypeSchema } from '@backoffice/sdk/schemas';
import {
  CounterTextArea,
  FormModal,
  NumberInput,
  SideQueryAlert,
  sideQueriesReady,
  sideRows,
  treeSelectOptions,
  useSideQuery,
} from '@backoffice/ui-kit';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import TreeSelect from 'antd/es/tree-select';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DateInput } from '../../lib/date-fields';
import { DictSelect } from '../../lib/dict';
import { notBeforeDate, numberField } from '../../lib/field-bounds';
import { type Project, UserSelect } from '../../lib/pickers';

type ProjectInput = Schema<'ProjectInput'>;
const FIELDS = ProjectInputSchema.properties;
const RULES = {
  name: contractRules(FIELDS.name, '项目名称'),
  customer: contractRules(FIELDS.customer, '客户/业主'),
  description: contractRules(FIELDS.description, '描述'),
};
const NUMBERS = {
  budget: numberField(FIELDS.budget, '预算'),
  progress: numberField(FIELDS.progress, '进度', { decimals: 0 }),
};

/** 新增 / 修改 a project (screens.md §5): manager from the users, department from the tree; numbered by the server. */
export function ProjectForm({
  editing,
  onClose,
  onSaved,
}: {
  editing?: Project;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<ProjectInput>();
  const departments = useSideQuery(
    '部门',
    apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }),
  );
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/project/project/save', {
        body: {
          ...values,
          customer: values.customer || null,
          description: values.description || null,
          budget: values.budget ?? null,
          ...(editing ? { id: editing.id } : {}),
        },
      }),
    editing ? '修改成功' : '新增成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改项目：${editing.projectNo}` : '新增项目'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: !sideQueriesReady([departments]) }}
      width={720}
    >
      <SideQueryAlert queries={[departments]} />
      <Form<ProjectInput>
        form={form}
        name="project"
        layout="vertical"
        initialValues={editing ?? { type: 'DELIVERY', progress: 0 }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label="项目名称"
              rules={[{ required: true, whitespace: true, message: '请输入项目名称' }, ...RULES.name]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="type" label="项目类型" rules={[{ required: true, message: '请选择项目类型' }]}>
              <DictSelect dict={ProjectTypeSchema} allowClear={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="customer" label="客户/业主" rules={RULES.customer}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="managerId"
              label="项目经理"
              rules={[{ required: true, message: '请选择项目经理' }]}
            >
              <UserSelect
                known={editing ? { id: editing.managerId, name: editing.managerName } : undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="deptId" label="所属部门" rules={[{ required: true, message: '请选择所属部门' }]}>
              <TreeSelect
                treeData={treeSelectOptions(sideRows(departments), (d) => d.name)}
                treeDefaultExpandAll
                loading={departments.status === 'loading'}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="budget" label="预算（元）" rules={NUMBERS.budget.rules}>
              <NumberInput {...NUMBERS.budget.input} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="planStart"
              label="计划开始"
              rules={[{ required: true, message: '请选择计划开始日期' }]}
            >
              <DateInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="planEnd"
              label="计划结束"
              dependencies={['planStart']}
              rules={[
                { required: true, message: '请选择计划结束日期' },
                notBeforeDate('planStart', '计划结束不能早于计划开始'),
              ]}
            >
              <DateInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {editing && (
            <Col xs={24} md={12}>
              <Form.Item name="progress" label="进度（%）" rules={NUMBERS.progress.rules}>
                <NumberInput {...NUMBERS.progress.input} />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item name="description" label="描述" rules={RULES.description}>
              <CounterTextArea rows={3} maxLength={FIELDS.description.maxLength} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  );
}
