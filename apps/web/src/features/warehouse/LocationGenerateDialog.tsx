import type { Schema } from '@backoffice/sdk';
import {
  LocationGenerateRangeSchema,
  LocationGenerateRequestSchema,
  LocationTypeSchema,
} from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, type TypedNumber } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { runAction, validatedValues } from '../../lib/actions';
import { api } from '../../lib/api';
import { DictSelect } from '../../lib/dict';
import { notAbove, numberField } from '../../lib/field-bounds';
import {
  existingCodes,
  generatedCount,
  MAX_GENERATED_LOCATIONS,
  previewLocationCodes,
  type WarehouseLocation,
} from './location-rules';

/** What is typed: a number, or the text itself while it is not one the field takes (its rule says why). */
type Values = {
  rowFrom?: TypedNumber;
  rowTo?: TypedNumber;
  colFrom?: TypedNumber;
  colTo?: TypedNumber;
  layerFrom?: TypedNumber;
  layerTo?: TypedNumber;
  locationType: Schema<'LocationType'>;
  capacity?: TypedNumber;
};

const RANGE = LocationGenerateRangeSchema.properties.from;
const CAPACITY = numberField(LocationGenerateRequestSchema.properties.capacity, '容量');

/** An end of a range the contract takes (a whole number from 1 to 99), or nothing while it is not one. */
function rangeEnd(value: TypedNumber | undefined): number | undefined {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RANGE.minimum &&
    value <= RANGE.maximum
    ? value
    : undefined;
}

const PREVIEW_SHOWN = 60;

/** The request the form's values make, once both ends of the row and column ranges are there. */
function requestOf(zoneId: string, v: Partial<Values>): Schema<'LocationGenerateRequest'> | undefined {
  const [rowFrom, rowTo, colFrom, colTo] = [v.rowFrom, v.rowTo, v.colFrom, v.colTo].map(rangeEnd);
  if (!rowFrom || !rowTo || !colFrom || !colTo || rowFrom > rowTo || colFrom > colTo) return undefined;
  const [layerFrom, layerTo] = [rangeEnd(v.layerFrom), rangeEnd(v.layerTo)];
  const layers = layerFrom && layerTo && layerFrom <= layerTo ? { from: layerFrom, to: layerTo } : null;
  return {
    zoneId,
    rows: { from: rowFrom, to: rowTo },
    cols: { from: colFrom, to: colTo },
    layers,
    locationType: v.locationType ?? 'STORAGE',
    capacity: typeof v.capacity === 'number' ? v.capacity : null,
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
    if (!(await validatedValues(form)) || !request) return;
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
  ) => {
    const start = numberField(RANGE, `起始${label}`, { required });
    const end = numberField(RANGE, `结束${label}`, { required });
    return (
      <Form.Item label={label} required={required} style={{ marginBottom: 12 }}>
        <Space>
          <Form.Item
            name={from}
            noStyle
            dependencies={[to]}
            rules={[...start.rules, notAbove(to, `起始${label}不能大于结束${label}`)]}
          >
            <NumberInput
              {...start.input}
              aria-label={`起始${label}`}
              placeholder="从"
              style={{ width: 80 }}
            />
          </Form.Item>
          <span>至</span>
          <Form.Item name={to} noStyle rules={end.rules}>
            <NumberInput {...end.input} aria-label={`结束${label}`} placeholder="到" style={{ width: 80 }} />
          </Form.Item>
        </Space>
      </Form.Item>
    );
  };

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
          <Form.Item name="capacity" label="容量" rules={CAPACITY.rules}>
            <NumberInput {...CAPACITY.input} style={{ width: 120 }} />
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
