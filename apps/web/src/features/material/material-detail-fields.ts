import type { Schema } from '@backoffice/sdk';
import { EMPTY_CELL_TEXT } from '@backoffice/ui-kit';

type CategoryAttribute = Schema<'CategoryAttribute'>;
type ExtensionField = Schema<'ExtensionField'>;
type Value = string | number | boolean | null | undefined;

/** One line of 物料详情: what it is called and what it holds, as a person reads it. */
export interface DetailEntry {
  key: string;
  label: string;
  value: string;
}

const BOOLEAN_WORDS: Record<string, string> = { true: '是', false: '否' };

/** A value as a person reads it: the label of an accepted value, 是/否 for a boolean, — for none. */
function shown(value: Value, definition?: Pick<CategoryAttribute, 'type' | 'acceptValues'>): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL_TEXT;
  const text = String(value);
  const label = definition?.acceptValues?.[text];
  if (label !== undefined) return label;
  if (typeof value === 'boolean' || definition?.type === 'boolean') return BOOLEAN_WORDS[text] ?? text;
  return text;
}

/**
 * 分类属性 of a material (spec §3 dynamic field definitions: code, name, type, required, acceptValues): each of
 * its category's attributes in their order, named, with its value's label (acceptValues), booleans as 是/否, —
 * where it has none; a value whose definition the category no longer has keeps its code as the name, so no value
 * is hidden.
 */
export function attributeEntries(
  definitions: readonly CategoryAttribute[],
  values: Readonly<Record<string, Value>>,
): DetailEntry[] {
  const defined = [...definitions]
    .sort((a, b) => a.sort - b.sort)
    .map((definition) => ({
      key: definition.code,
      label: definition.name,
      value: shown(values[definition.code], definition),
    }));
  const known = new Set(definitions.map((definition) => definition.code));
  const orphans = Object.entries(values)
    .filter(([code]) => !known.has(code))
    .map(([code, value]) => ({ key: code, label: code, value: shown(value) }));
  return [...defined, ...orphans];
}

/**
 * The extension fields of a material (spec §3: tableChineseKey names the field, the value is the extension
 * object's under tableKey): every field the table has, shown or not in the list, — where the material has none.
 */
export function extensionEntries(
  fields: readonly ExtensionField[],
  values: Readonly<Record<string, string | number | null | undefined>>,
): DetailEntry[] {
  return fields.map((field) => ({
    key: field.tableKey,
    label: field.tableChineseKey,
    value: shown(values[field.tableKey]),
  }));
}
