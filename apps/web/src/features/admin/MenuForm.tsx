import { PermissionInputSchema, PermissionTypeSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, treeSelectOptions } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import TreeSelect from 'antd/es/tree-select';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { FIELD_RULES } from '../../lib/contract-rules';
import { DictRadioGroup } from '../../lib/dict';
import { numberField } from '../../lib/field-bounds';
import { useRouteCatalog } from '../../lib/route-catalog';
import { MENU_ICON_OPTIONS } from './menu-icons';
import { type Permission, type PermissionInput, permissionPayload, ROOT_PARENT_ID } from './menu-rules';

/** 排序 from the contract's Sort: a whole number from 0 to 9999, said at the field. */
const SORT = numberField(PermissionInputSchema.properties.sort, '显示排序', { required: true });

/** 新增 / 修改 a menu, directory or button. `editing` absent: a new one under `parentId`. */
export function MenuForm({
  permissions,
  editing,
  parentId,
  onClose,
  onSaved,
}: {
  permissions: readonly Permission[];
  editing?: Permission;
  parentId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<PermissionInput>();
  // The routes of the app's route table: the only paths a menu can point at.
  const routeOptions = useRouteCatalog().map((route) => ({
    value: route.path,
    label: `${route.label}（${route.path}）`,
  }));
  const type = Form.useWatch('type', form) ?? editing?.type ?? 'C';
  const parents = [
    {
      value: ROOT_PARENT_ID,
      title: '顶级菜单',
      children: treeSelectOptions(
        permissions.filter((p) => p.type !== 'F'),
        (p) => p.name,
      ),
    },
  ];

  const { save, saving } = useSaveDialog(
    form,
    async (input) => {
      const values = permissionPayload(input);
      if (editing) await api.PUT('/api/admin/permission/update', { body: { ...values, id: editing.id } });
      else await api.POST('/api/admin/permission/save', { body: values });
    },
    editing ? '修改成功' : '新增成功',
    onSaved,
  );

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改菜单：${editing.name}` : '新增菜单'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
      width={600}
    >
      <Form<PermissionInput>
        form={form}
        name="menu"
        layout="vertical"
        initialValues={
          editing ?? {
            parentId: parentId ?? ROOT_PARENT_ID,
            type: 'C',
            sort: 1,
            visible: true,
            status: 'ENABLED',
          }
        }
      >
        <Form.Item name="parentId" label="上级菜单">
          <TreeSelect treeData={parents} treeDefaultExpandAll />
        </Form.Item>
        <Form.Item name="type" label="菜单类型">
          <DictRadioGroup dict={PermissionTypeSchema} />
        </Form.Item>
        <Form.Item
          name="name"
          label="菜单名称"
          rules={[{ required: true, whitespace: true, message: '请输入菜单名称' }, ...FIELD_RULES.menuName]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="sort" label="显示排序" rules={SORT.rules}>
          <NumberInput {...SORT.input} style={{ width: 120 }} />
        </Form.Item>
        {type !== 'F' && (
          <>
            <Form.Item
              name="path"
              label="路由地址"
              rules={type === 'C' ? [{ required: true, message: '请选择路由地址' }] : []}
            >
              <Select showSearch allowClear optionFilterProp="label" options={routeOptions} />
            </Form.Item>
            <Form.Item name="icon" label="图标">
              <Select showSearch allowClear placeholder="选择图标" options={MENU_ICON_OPTIONS} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="code"
          label="权限标识"
          rules={[
            ...(type === 'F' ? [{ required: true, message: '请输入权限标识' }] : []),
            ...FIELD_RULES.operationCode,
          ]}
        >
          <Input placeholder="system:user:add" />
        </Form.Item>
        <Form.Item name="visible" label="显示状态" valuePropName="checked">
          <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
