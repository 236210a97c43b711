import type { FormListFieldData } from 'antd/es/form';
import Form from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { DictTag } from '../../lib/dict-tag';
import { UNIT_DICT } from './purchase-dicts';

type Field = FormListFieldData;

/** What every purchase line holds of its material: a copy taken when the material was picked. */
interface MaterialCopy {
  materialCode: string;
  materialName: string;
  spec?: string | null;
  unit: string;
}

/** A line's read-only cell: a value the line holds (the material's copy, its amount, its bounds). */
export function LineValue<Line>({ name, render }: { name: number; render: (line: Line) => ReactNode }) {
  // preserve: the material's copy and the bounds are held by no field of their own, and a watch sees only
  // fields unless asked.
  const line = Form.useWatch<Line | undefined>(['lines', name], { preserve: true });
  return <>{line ? render(line) : null}</>;
}

/** A line as people name it in a label or a message: 第 2 行. */
export const lineLabel = (field: Field) => `第 ${field.name + 1} 行`;

/** A request or an order needs at least one line (the Form.List's own rule). */
export const AT_LEAST_ONE_LINE = [
  {
    validator: async (_: unknown, value: unknown[] | undefined) => {
      if (!value || value.length === 0) throw new Error('请至少添加一行物料');
    },
  },
];

type MaterialWidths = { material: number; spec: number; unit: number };

/** How 物料, 规格型号 and 单位 show a line's copy of its material. */
const MATERIAL_CELLS = {
  material: (line: MaterialCopy) => `${line.materialCode} ${line.materialName}`,
  spec: (line: MaterialCopy) => line.spec,
  unit: (line: MaterialCopy) => <DictTag dict={UNIT_DICT} value={line.unit} />,
};

/** A line table's first columns, read only: 物料, 规格型号 and 单位 from the material's copy, at the given widths. */
export function materialColumns<Line extends MaterialCopy>(widths: MaterialWidths): ColumnsType<Line> {
  return [
    {
      key: 'material',
      title: '物料',
      width: widths.material,
      render: (_, line) => MATERIAL_CELLS.material(line),
    },
    {
      key: 'spec',
      title: '规格型号',
      width: widths.spec,
      ellipsis: true,
      render: (_, line) => MATERIAL_CELLS.spec(line),
    },
    { key: 'unit', title: '单位', width: widths.unit, render: (_, line) => MATERIAL_CELLS.unit(line) },
  ];
}

/** The line editors' first columns: the same, read from the form's line (the copy taken when the material was picked). */
export function materialCopyColumns<Line extends MaterialCopy>(widths: MaterialWidths): ColumnsType<Field> {
  const cell = (show: (line: Line) => ReactNode) => (_: unknown, field: Field) => (
    <LineValue<Line> name={field.name} render={show} />
  );
  return [
    { key: 'material', title: '物料', width: widths.material, render: cell(MATERIAL_CELLS.material) },
    { key: 'spec', title: '规格型号', width: widths.spec, ellipsis: true, render: cell(MATERIAL_CELLS.spec) },
    { key: 'unit', title: '单位', width: widths.unit, render: cell(MATERIAL_CELLS.unit) },
  ];
}
