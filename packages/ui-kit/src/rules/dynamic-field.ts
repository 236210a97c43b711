import type { Schema } from '@backoffice/sdk';

/** spec §3: a dynamic field definition (code, name, type, required, acceptValues), as the contract declares it. */
export type DynamicFieldDefinition = Schema<'DynamicFieldDefinition'>;

/** spec §5: which control a definition gets. */
export type DynamicControl = 'number' | 'switch' | 'select' | 'text';

/**
 * spec §5: number → number input (min 0); boolean → switch; with acceptValues → select; otherwise (any other type
 * a server may send) text.
 */
export function controlFor(
  definition: Pick<DynamicFieldDefinition, 'acceptValues'> & { type: string },
): DynamicControl {
  if (definition.type === 'number') return 'number';
  if (definition.type === 'boolean') return 'switch';
  if (definition.acceptValues && Object.keys(definition.acceptValues).length > 0) return 'select';
  return 'text';
}

/** The options of a select field, value → label. */
export function selectOptions(definition: DynamicFieldDefinition): { value: string; label: string }[] {
  return Object.entries(definition.acceptValues ?? {}).map(([value, label]) => ({ value, label }));
}
