import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { type Material, MaterialPicker } from '../../lib/pickers';

/**
 * 添加物料 under a document's lines: the shared material picker (several at once); each picked material becomes a
 * new line made by `lineOf`, after the lines there are. A material already on the document is shown ticked.
 */
export function AddMaterialsButton<Line extends { materialId: string }>({
  lineOf,
}: {
  lineOf: (material: Material) => Line;
}) {
  const form = Form.useFormInstance();
  const [picking, setPicking] = useState(false);
  const lines: Line[] = Form.useWatch('lines', { preserve: true }) ?? [];
  return (
    <>
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        style={{ marginTop: 12 }}
        onClick={() => setPicking(true)}
      >
        添加物料
      </Button>
      {picking && (
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
