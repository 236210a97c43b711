import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from './routes';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Parts drawn with their list whose heavy content is lazy inside them: 审批详情's drawer loads its record and dialogs. */
const LIGHT_SHELLS = new Set(['ApprovalDrawer']);

/**
 * The components a page imports from its own folder that it shows only when asked: its forms, dialogs, drawers and
 * details (a type, or a hook such as `useReasonDialog`, is not one).
 */
export function eagerParts(page: string): string[] {
  return [...page.matchAll(/^import \{([^}]*)\} from '\.\/[^']+';$/gm)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]\w*(Form|Dialogs?|Drawer|Detail)$/.test(name) && !LIGHT_SHELLS.has(name)),
  );
}

describe('eagerParts', () => {
  it('finds the forms, dialogs, drawers and details a page imports statically, not its types and hooks', () => {
    const page = [
      "import { AttrTagForm } from './AttrTagForm';",
      "import { CompareDialog, WhereUsedDialog } from './BomDialogs';",
      "import type { OrderFormTarget } from './OrderForm';",
      "import { type Supplier, useReasonDialog } from './use-reason-dialog';",
      "import { ApprovalDrawer } from './ApprovalDrawer';",
      "const RoleForm = lazyExport('role-form', () => import('./RoleForm'), 'RoleForm');",
    ].join('\n');
    expect(eagerParts(page)).toEqual(['AttrTagForm', 'CompareDialog', 'WhereUsedDialog']);
  });
});

// issue 26: a deep link to a list loads the list, not what its buttons open: those come as `lazyExport`s when asked
// (or once the list has answered, `useWarmChunks`), so a screen's forms and drawers do not weigh on its first row.
describe.each(screenRoutes().filter(({ kind }) => kind === 'list'))('$label ($path)', ({ load }) => {
  it('imports its forms, dialogs and drawers lazily', () => {
    const file = String(load).match(/features\/[\w/]+Page/)?.[0];
    expect(file, 'the page the route loads').toBeDefined();
    expect(eagerParts(readFileSync(join(SRC, `${file}.tsx`), 'utf8'))).toEqual([]);
  });
});
