import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { loadChunk, notifyChunkFailure } from '../../lib/chunk-loading';
import type { Material } from '../../lib/pickers';

type Picker = typeof import('../../lib/pickers/MaterialPicker').MaterialPicker;

/**
 * 添加物料 under a document's lines: the shared material picker (several at once); each picked material becomes a
 * new line made by `lineOf`, after the lines there are. A material already on the document is shown ticked.
 * The picker (with its category tree) loads on the first click, not with the form; if it cannot load, a notice
 * says so (spec §8's "Loading chunk … failed"), the form keeps everything typed, and the notice asks to save it
 * and reload (a module that failed stays failed until the page reloads: notifyChunkFailure).
 */
export function AddMaterialsButton<Line extends { materialId: string }>({
  lineOf,
}: {
  lineOf: (material: Material) => Line;
}) {
  const form = Form.useFormInstance();
  const [MaterialPicker, setMaterialPicker] = useState<Picker>();
  const [loading, setLoading] = useState(false);
  const [picking, setPicking] = useState(false);
  const lines: Line[] = Form.useWatch('lines', { preserve: true }) ?? [];
  const open = async () => {
    if (!MaterialPicker) {
      setLoading(true);
      try {
        const module = await loadChunk('MaterialPicker', () => import('../../lib/pickers/MaterialPicker'));
        setMaterialPicker(() => module.MaterialPicker);
      } catch (error) {
        notifyChunkFailure(error, '物料选择');
        return;
      } finally {
        setLoading(false);
      }
    }
    setPicking(true);
  };
  return (
    <>
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        style={{ marginTop: 12 }}
        loading={loading}
        onClick={open}
      >
        添加物料
      </Button>
      {picking && MaterialPicker && (
        <MaterialPicker
          multiple
          excludeIds={lines.map((line) => line.materialId)}
          onCancel={() => setPicking(false)}
          onPick={(materials) => {
            setPicking(false);
            // touched, as typing would: closing the form now asks before the picked lines are lost
            form.setFields([
              {
                name: 'lines',
                value: [...(form.getFieldValue('lines') ?? []), ...materials.map(lineOf)],
                touched: true,
              },
            ]);
          }}
        />
      )}
    </>
  );
}
