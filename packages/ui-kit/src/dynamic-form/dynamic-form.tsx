import Form, { type FormInstance } from 'antd/es/form';
import type { ReactNode } from 'react';
import type { DynamicFieldDefinition } from '../rules/dynamic-field';
import { DynamicField } from './dynamic-field';

export interface DynamicFormProps {
  definitions: readonly DynamicFieldDefinition[];
  /** Inside an outer antd Form, render only the fields (under `namePrefix`); standalone, render a Form. */
  embedded?: boolean;
  namePrefix?: (string | number)[];
  readOnly?: boolean;
  form?: FormInstance;
  initialValues?: Record<string, unknown>;
  onFinish?: (values: Record<string, unknown>) => void;
  children?: ReactNode;
}

/** The fields of dynamic definitions (spec §3, §5), standalone or inside an outer antd Form. */
export function DynamicForm({
  definitions,
  embedded = false,
  namePrefix,
  readOnly,
  form,
  initialValues,
  onFinish,
  children,
}: DynamicFormProps) {
  const fields = definitions.map((definition) => (
    <DynamicField key={definition.code} definition={definition} readOnly={readOnly} namePrefix={namePrefix} />
  ));
  if (embedded) return <>{fields}</>;
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} disabled={readOnly}>
      {fields}
      {children}
    </Form>
  );
}
