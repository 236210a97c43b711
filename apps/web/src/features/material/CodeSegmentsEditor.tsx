import { CodeSegmentSchema, CodeSegmentTypeSchema, SerialResetCycleSchema } from '@backoffice/sdk/schemas';
import { NumberInput, newId } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { DictSelect } from '../../lib/dict';
import { numberField } from '../../lib/field-bounds';
import type { CodeSegment } from './code-rule-rules';

const SEGMENT = CodeSegmentSchema.properties;
const NUMBERS = {
  length: numberField(SEGMENT.length, '流水号长度'),
  serialStart: numberField(SEGMENT.serialStart, '起始值'),
  serialStep: numberField(SEGMENT.serialStep, '步长'),
};
const DATE_FORMATS = ['yyyy', 'yy', 'yyyyMM', 'yyMM', 'yyyyMMdd'].map((f) => ({ value: f, label: f }));

/** A new 编码段 as 添加编码段 appends it: a fixed part, last in order. */
const newSegment = (sort: number): CodeSegment => ({ id: newId(), sort, type: 'FIXED', value: '' });

/** The settings of one segment, by its type: a fixed text or separator, a date format, a serial, or the category. */
function SegmentSettings({ index, showCurrent }: { index: number; showCurrent: boolean }) {
  const form = Form.useFormInstance();
  const path = ['segments', index, 'type'];
  // useWatch answers from the second render on: the first reads the form
  const type: CodeSegment['type'] | undefined = Form.useWatch(path, form) ?? form.getFieldValue(path);
  if (type === 'FIXED' || type === 'SEPARATOR')
    return (
      <Form.Item name={[index, 'value']} style={{ margin: 0 }}>
        <Input
          aria-label={type === 'FIXED' ? '固定字符' : '分隔符'}
          placeholder={type === 'FIXED' ? '固定字符' : '一个字符'}
          style={{ width: 140 }}
        />
      </Form.Item>
    );
  if (type === 'DATE')
    return (
      <Form.Item name={[index, 'dateFormat']} style={{ margin: 0 }}>
        <Select aria-label="日期格式" options={DATE_FORMATS} style={{ width: 140 }} placeholder="日期格式" />
      </Form.Item>
    );
  if (type === 'SERIAL')
    return (
      <Space wrap>
        <Form.Item name={[index, 'length']} label="长度" style={{ margin: 0 }} rules={NUMBERS.length.rules}>
          <NumberInput {...NUMBERS.length.input} style={{ width: 64 }} />
        </Form.Item>
        <Form.Item
          name={[index, 'serialStart']}
          label="起始"
          style={{ margin: 0 }}
          rules={NUMBERS.serialStart.rules}
        >
          <NumberInput {...NUMBERS.serialStart.input} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item
          name={[index, 'serialStep']}
          label="步长"
          style={{ margin: 0 }}
          rules={NUMBERS.serialStep.rules}
        >
          <NumberInput {...NUMBERS.serialStep.input} style={{ width: 72 }} />
        </Form.Item>
        <Form.Item name={[index, 'resetCycle']} label="循环重置" style={{ margin: 0 }}>
          <DictSelect dict={SerialResetCycleSchema} style={{ width: 100 }} />
        </Form.Item>
        {showCurrent && <span>当前值 {form.getFieldValue(['segments', index, 'serialCurrent']) ?? 0}</span>}
      </Space>
    );
  return <span>取物料分类的分类编码</span>;
}

/**
 * The ordered 编码段 of a code rule's form (its `segments` list): each with its type and that type's settings,
 * moved up or down, removed, or added at the end. `showCurrent` shows a saved serial's 当前值.
 */
export function CodeSegmentsEditor({ showCurrent }: { showCurrent: boolean }) {
  return (
    <Form.List name="segments">
      {(fields, { add, remove, move }) => (
        <>
          <Table
            aria-label="编码段"
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            columns={[
              { key: 'sort', title: '序号', width: 56, render: (_, f) => f.name + 1 },
              {
                key: 'type',
                title: '段类型',
                width: 120,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'type']} style={{ margin: 0 }}>
                    <DictSelect dict={CodeSegmentTypeSchema} aria-label="段类型" allowClear={false} />
                  </Form.Item>
                ),
              },
              {
                key: 'settings',
                title: '设置',
                render: (_, f) => <SegmentSettings index={f.name} showCurrent={showCurrent} />,
              },
              {
                key: 'actions',
                title: '',
                width: 150,
                render: (_, f) => (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      disabled={f.name === 0}
                      onClick={() => move(f.name, f.name - 1)}
                    >
                      上移
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      disabled={f.name === fields.length - 1}
                      onClick={() => move(f.name, f.name + 1)}
                    >
                      下移
                    </Button>
                    <Button type="link" size="small" danger onClick={() => remove(f.name)}>
                      删除
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            style={{ marginTop: 8 }}
            onClick={() => add(newSegment(fields.length + 1))}
          >
            添加编码段
          </Button>
        </>
      )}
    </Form.List>
  );
}
