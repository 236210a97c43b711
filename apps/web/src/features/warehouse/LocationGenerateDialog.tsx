import type { Schema } from '@backoffice/sdk';
import { LocationTypeSchema } from '@backoffice/sdk/schemas';
import { FormModal } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { DictSelect } from '../../lib/dict';
import {
  existingCodes,
  generatedCount,
  MAX_GENERATED_LOCATIONS,
  previewLocationCodes,
  type WarehouseLocation,
} from './location-rules';

type Values = {
  rowFrom?: number;
  rowTo?: number;
  colFrom?: number;
  colTo?: number;
  layerFrom?: number | null;
  layerTo?: number | null;
  locationType: Schema<'LocationType'>;
  capacity?: number | null;
};

const PREVIEW_SHOWN = 60;

/** The request the form's values make, once both ends of the row and column ranges are there. */
function requestOf(zoneId: string, v: Partial<Values>): Schema<'LocationGenerateRequest'> | undefined {
  if (!v.rowFrom || !v.rowTo || !v.colFrom || !v.colTo) return undefined;
  const layers = v.layerFrom && v.layerTo ? { from: v.layerFrom, to: v.layerTo } : null;
  return {
    zoneId,
    rows: { from: v.rowFrom, to: v.rowTo },
    cols: { from: v.colFrom, to: v.colTo },
    layers,
    locationType: v.locationType ?? 'STORAGE',
    capacity: v.capacity ?? null,
  };
}

/**
 * 批量生成库位 under a zone (screens.md §8): 排 / 列 / 层 ranges, and before anything is sent the codes they make,
 * with those that exist already marked (the server refuses the whole generation then).
 */
export function LocationGenerateDialog({
  zone,
  locations,
  onClose,
  onSaved,
}: {
  zone: WarehouseLocation;
  locations: readonly WarehouseLocation[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const [saving, setSaving] = useState(false);
  const request = requestOf(zone.id, values);
  const preview = request ? previewLocationCodes(zone.code, request) : [];
  const taken = new Set(existingCodes(preview, locations));
  const count = request ? generatedCount(request) : 0;

  async function generate() {
    await form.validateFields();
    if (!request) return;
    setSaving(true);
    try {
      await runAction(
        () => api.POST('/api/warehouse/location/generate', { body: request }),
        `已生成 ${count} 个库位`,
        onSaved,
      );
    } finally {
      setSaving(false);
    }
  }

  const range = (
    from: 'rowFrom' | 'colFrom' | 'layerFrom',
    to: 'rowTo' | 'colTo' | 'layerTo',
    label: string,
    required: boolean,
  ) => (
    <Form.Item label={label} required={required} style={{ marginBottom: 12 }}>
      <Space>
        <Form.Item
          name={from}
          noStyle
          rules={required ? [{ required: true, message: `请输入起始${label}` }] : []}
        >
          <InputNumber aria-label={`起始${label}`} min={1} max={99} precision={0} placeholder="从" />
        </Form.Item>
        <span>至</span>
        <Form.Item
          name={to}
          noStyle
          rules={required ? [{ required: true, message: `请输入结束${label}` }] : []}
        >
          <InputNumber aria-label={`结束${label}`} min={1} max={99} precision={0} placeholder="到" />
        </Form.Item>
      </Space>
    </Form.Item>
  );

  const tooMany = count > MAX_GENERATED_LOCATIONS;
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`批量生成库位：${zone.name}（${zone.code}）`}
      okText={count > 0 ? `生成 ${count} 个库位` : '生成'}
      okButtonProps={{ disabled: count === 0 || tooMany || taken.size > 0 }}
      onOk={generate}
      confirmLoading={saving}
      width={640}
    >
      <Form<Values>
        form={form}
        name="location-generate"
        layout="horizontal"
        initialValues={{ locationType: 'STORAGE' }}
      >
        {range('rowFrom', 'rowTo', '排', true)}
        {range('colFrom', 'colTo', '列', true)}
        {range('layerFrom', 'layerTo', '层', false)}
        <Space>
          <Form.Item name="locationType" label="库位类型">
            <DictSelect dict={LocationTypeSchema} allowClear={false} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="capacity" label="容量">
            <InputNumber min={0} />
          </Form.Item>
        </Space>
      </Form>
      <section aria-label="编码预览">
        <Typography.Text strong>编码预览</Typography.Text>
        {count === 0 ? (
          <Typography.Paragraph type="secondary">
            填好排和列的范围后，这里显示将要生成的编码。
          </Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              共 {count} 个{count > PREVIEW_SHOWN ? `，先列出 ${PREVIEW_SHOWN} 个` : ''}
            </Typography.Paragraph>
            <div style={{ maxHeight: 180, overflow: 'auto' }}>
              {preview.slice(0, PREVIEW_SHOWN).map((item) => (
                <Tag
                  key={item.code}
                  color={taken.has(item.code) ? 'error' : undefined}
                  style={{ marginBottom: 4 }}
                >
                  {item.code}
                </Tag>
              ))}
            </div>
          </>
        )}
        {tooMany && (
          <Alert type="error" showIcon title={`一次最多生成 ${MAX_GENERATED_LOCATIONS} 个库位，请缩小范围`} />
        )}
        {taken.size > 0 && (
          <Alert type="error" showIcon title={`这些编码已存在：${[...taken].join('、')}，请调整范围`} />
        )}
      </section>
    </FormModal>
  );
}
