import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 24: every form the route table reaches asks 放弃未保存的修改？ before its input is lost. A form (a module
// that makes one with Form.useForm) goes through the ui-kit's guard: FormModal / FormDrawer own it in a dialog or
// drawer, useUnsavedInput counts it on a page or deep inside a guarded container; an antd Modal or Drawer beside a
// form of its own would close on Esc or the mask without a word.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROUTE_TABLE = join(SRC, 'app/routes.tsx');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && !path.endsWith('/') && /\.tsx?$/.test(path),
  );
}

/** Every module of the app the route table reaches through static and lazy imports. */
function reachedModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const queue = [ROUTE_TABLE];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    if (modules.has(path)) continue;
    const text = readFileSync(path, 'utf8');
    modules.set(path, text);
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(path, specifier as string);
      if (target && !/\.test\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return modules;
}

const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;
const FORM = /\bForm\.useForm\s*[<(]/g;
const GUARD = {
  modal: /<FormModal\b/g,
  drawer: /<FormDrawer\b/g,
  'page or inside a container': /\buseUnsavedInput\(/g,
} as const;
// an antd Modal or Drawer rendered (not Modal.useModal / confirm)
const BARE_CONTAINER = /<(Modal|Drawer)[\s>]/;

interface FormModule {
  path: string;
  forms: number;
  guards: Record<keyof typeof GUARD, number>;
  bare: boolean;
}

function formModules(): FormModule[] {
  return [...reachedModules()]
    .filter(([, text]) => count(text, FORM) + count(text, GUARD['page or inside a container']) > 0)
    .map(([path, text]) => ({
      path: relative(SRC, path),
      // a form held in React state (the warehouse execution's rows) counts once
      forms: Math.max(count(text, FORM), 1),
      guards: {
        modal: count(text, GUARD.modal),
        drawer: count(text, GUARD.drawer),
        'page or inside a container': count(text, GUARD['page or inside a container']),
      },
      bare: BARE_CONTAINER.test(text),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

describe('every form the route table reaches goes through the discard guard', () => {
  const modules = formModules();
  const forms = modules.reduce((sum, module) => sum + module.forms, 0);
  const byFamily = Object.fromEntries(
    Object.keys(GUARD).map((family) => [
      family,
      modules.reduce((sum, module) => sum + module.guards[family as keyof typeof GUARD], 0),
    ]),
  );
  console.info(`forms guarded: ${forms} in ${modules.length} modules, by family ${JSON.stringify(byFamily)}`);

  it('finds the forms the issue names, among about forty', () => {
    expect(modules.map((module) => module.path)).toEqual(
      expect.arrayContaining([
        'features/purchase/RequestForm.tsx', // 采购申请 新增
        'features/material/MaterialForm.tsx', // the material dialog
        'features/document/ProcessConfigPage.tsx', // a form page
        'features/warehouse/ExecutionWork.tsx', // a page whose rows are held in state
      ]),
    );
    expect(forms).toBeGreaterThanOrEqual(39);
  });

  it.each(modules.map((module) => [module.path, module] as const))('%s', (_, module) => {
    const guarded = Object.values(module.guards).reduce((sum, n) => sum + n, 0);
    expect(
      guarded,
      'each form in a FormModal / FormDrawer or counted by useUnsavedInput',
    ).toBeGreaterThanOrEqual(module.forms);
    expect(module.bare, "no antd Modal / Drawer beside a form: use the ui-kit's FormModal / FormDrawer").toBe(
      false,
    );
  });
});
