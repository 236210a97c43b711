import type { Schema } from '@backoffice/sdk';
import { TREE_ROOT_PARENT_ID } from '@backoffice/sdk/constants';
import {
  LocationStatusSchema,
  LocationTypeSchema,
  WarehouseLocationInputSchema,
} from '@backoffice/sdk/schemas';
import { FormModal, NumberInput } from '@backoffice/ui-kit';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DictRadioGroup, DictSelect } from '../../lib/dict';
import { numberField } from '../../lib/field-bounds';
import { LEVEL_LABEL, type WarehouseLocation } from './location-rules';

type LocationInput = Schema<'WarehouseLocationInput'>;
const FIELDS = WarehouseLocationInputSchema.properties;
const RULES = {
  code: contractRules(FIELDS.code, '编码', '大写字母和数字，用 - 分段，如 WH01-A-01-01'),
  name: contractRules(FIELDS.name, '名称'),
  address: contractRules(FIELDS.address, '地址'),
  manager: contractRules(FIELDS.manager, '负责人'),
  remark: contractRules(FIELDS.remark, '备注'),
};
const AXIS_LABEL = { row: '排', col: '列', layer: '层' } as const;
const NUMBERS = {
  row: numberField(FIELDS.row, '排'),
  col: numberField(FIELDS.col, '列'),
  layer: numberField(FIELDS.layer, '层'),
  capacity: numberField(FIELDS.capacity, '容量'),
  area: numberField(FIELDS.capacity, '面积'),
};

/**
 * 新增仓库 / 新增下级 / 修改 of the location tree (screens.md §8): a warehouse has its address and manager, a zone its
 * area, a bin its coordinates (排/列/层), capacity, use and mixing rules. The code follows the contract's pattern.
 */
export function LocationForm({
  editing,
  parent,
  onClose,
  onSaved,
}: {
  editing?: WarehouseLocation;
  /** The node a new one goes under; none: a new warehouse. */
  parent?: WarehouseLocation;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<LocationInput>();
  const level = editing?.level ?? (parent ? parent.level + 1 : 1);
  const what = LEVEL_LABEL[level] ?? '库位';
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/warehouse/location/save', {
        body: {
          ...values,
          ...(editing ? { id: editing.id } : {}),
          parentId: editing?.parentId ?? parent?.id ?? String(TREE_ROOT_PARENT_ID),
          level,
          locationType: level === 3 ? (values.locationType ?? 'STORAGE') : null,
        },
      }),
    editing ? '修改成功' : '新增成功',
    onSaved,
  );
  const initial: Partial<LocationInput> = editing
    ? { ...editing }
    : {
        code: parent ? `${parent.code}-` : '',
        status: 'ENABLED',
        ...(level === 3 ? { locationType: 'STORAGE', mixMaterial: false, mixBatch: true, layer: 1 } : {}),
      };
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={
        editing ? `修改${what}：${editing.code}` : parent ? `新增${what}（${parent.name} 下）` : '新增仓库'
      }
      okText="保存"
      onOk={save}
      confirmLoading={saving}
      width={640}
    >
      <Form<LocationInput> form={form} name="location" layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="code"
              label={`${what}编码`}
              rules={[{ required: true, message: `请输入${what}编码` }, ...RULES.code]}
            >
              <Input disabled={Boolean(editing)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="name"
              label={`${what}名称`}
              rules={[{ required: true, whitespace: true, message: `请输入${what}名称` }, ...RULES.name]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        {level === 1 && (
          <Row gutter={16}>
            <Col span={16}>
              <Form.Item name="address" label="地址" rules={RULES.address}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="manager" label="负责人" rules={RULES.manager}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
        )}
        {level === 3 && (
          <>
            <Row gutter={16}>
              {(['row', 'col', 'layer'] as const).map((axis) => (
                <Col span={6} key={axis}>
                  <Form.Item name={axis} label={AXIS_LABEL[axis]} rules={NUMBERS[axis].rules}>
                    <NumberInput {...NUMBERS[axis].input} />
                  </Form.Item>
                </Col>
              ))}
              <Col span={6}>
                <Form.Item name="capacity" label="容量" rules={NUMBERS.capacity.rules}>
                  <NumberInput {...NUMBERS.capacity.input} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="locationType"
              label="库位类型"
              rules={[{ required: true, message: '请选择库位类型' }]}
            >
              <DictSelect dict={LocationTypeSchema} allowClear={false} />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="mixMaterial" valuePropName="checked">
                  <Checkbox>允许混放物料</Checkbox>
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="mixBatch" valuePropName="checked">
                  <Checkbox>允许混批</Checkbox>
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
        {level !== 3 && (
          <Form.Item name="capacity" label="面积（m²）" rules={NUMBERS.area.rules}>
            <NumberInput {...NUMBERS.area.input} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="remark" label="备注" rules={RULES.remark}>
          <Input.TextArea rows={2} />
        </Form.Item>
        {!editing && (
          <Form.Item name="status" label="状态">
            <DictRadioGroup dict={LocationStatusSchema} />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
