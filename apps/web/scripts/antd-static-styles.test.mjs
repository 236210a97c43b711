import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  antdStaticStyles,
  prefixesByFolder,
  splitByPrefix,
  stripStyleFunctions,
  topLevelBlocks,
} from './antd-static-styles.mjs';

const antdRoot = dirname(createRequire(import.meta.url).resolve('antd/package.json'));

describe('topLevelBlocks', () => {
  it('cuts a sheet into its rules and at-rules, braces in strings and comments included', () => {
    const css =
      '.ant-btn{content:"}{"}/* a } comment */@media (max-width:575px){.ant-col-xs-1{width:4%}}@keyframes antFadeIn{0%{opacity:0}}@layer antd;';
    expect(topLevelBlocks(css).map((block) => block.prelude)).toEqual([
      '.ant-btn',
      '/* a } comment */@media (max-width:575px)',
      '@keyframes antFadeIn',
      '@layer antd',
    ]);
  });
});

describe('splitByPrefix', () => {
  const prefixes = ['btn', 'select', 'select-tree', 'col'];

  it("gives a rule to the longest prefix its first class is or begins with, in at-rules too, and keeps each rule's text", () => {
    const sheets = splitByPrefix(
      '.ant-btn{color:red}.ant-btn-primary .ant-select{color:blue}.ant-select-tree-title{margin:0}.ant-select{width:100%}@media (min-width:576px){.ant-col-sm-1{width:4%}}',
      prefixes,
    );
    expect(Object.fromEntries(sheets)).toEqual({
      btn: '.ant-btn{color:red}.ant-btn-primary .ant-select{color:blue}',
      'select-tree': '.ant-select-tree-title{margin:0}',
      select: '.ant-select{width:100%}',
      col: '@media (min-width:576px){.ant-col-sm-1{width:4%}}',
    });
  });

  it('puts rules of no component (links, icons, motion, keyframes) in the global sheet, and drops the theme and cache rules', () => {
    const sheets = splitByPrefix(
      'a{color:var(--ant-color-link)}.anticon{display:inline-flex}.ant-zoom-enter{opacity:0}@keyframes antZoomIn{0%{opacity:0}}.css-var-_R_0_{--ant-color-primary:#1677ff}.data-ant-cssinjs-cache-path{content:"x"}',
      prefixes,
    );
    expect(Object.fromEntries(sheets)).toEqual({
      global:
        'a{color:var(--ant-color-link)}.anticon{display:inline-flex}.ant-zoom-enter{opacity:0}@keyframes antZoomIn{0%{opacity:0}}',
    });
  });

  it("splits antd's own sheet without losing a rule: each component the app shows has its rules, the table's dropdown is the dropdown's", () => {
    const css = readFileSync(join(antdRoot, 'dist/antd.css'), 'utf8');
    const folders = prefixesByFolder(join(antdRoot, 'es'));
    const sheets = splitByPrefix(css, new Set([...folders.values()].flat()));
    const kept = [...sheets.values()].reduce((sum, sheet) => sum + topLevelBlocks(sheet).length, 0);
    const dropped = topLevelBlocks(css).filter((block) =>
      /^\.(css-var-|data-ant-cssinjs)/.test(block.prelude),
    );
    expect(kept + dropped.length).toBe(topLevelBlocks(css).length);
    expect(folders.get('button')).toContain('btn');
    expect(folders.get('table')).toEqual(expect.arrayContaining(['table', 'dropdown']));
    // (`includes`, not `toContain`: a failure would print the whole sheet)
    const holds = (prefix, text) => sheets.get(prefix)?.includes(text);
    expect(holds('btn', '.ant-btn.ant-btn-color-primary{')).toBe(true);
    expect(holds('table', '.ant-table-wrapper .ant-table-thead')).toBe(true);
    expect(holds('dropdown', '.ant-dropdown{')).toBe(true);
    expect(holds('table', '}.ant-dropdown')).toBe(false);
    expect(holds('global', '.anticon{')).toBe(true);
    expect(holds('global', '--ant-color-primary:')).toBe(false);
  });
});

describe('stripStyleFunctions', () => {
  it("replaces the style function given to antd's style-hook factories, and nothing else", () => {
    const code = [
      "import { genStyleHooks } from '../../theme/internal';",
      'const genButtonStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      'export const prepareComponentToken = (token) => ({ gap: token.marginXS });',
      "export default genStyleHooks('Button', (token) => [genButtonStyle(token)], prepareComponentToken, { unitless: { fontWeight: true } });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], (token) => genButtonStyle(token));",
    ].join('\n');
    const { code: stripped, stripped: count } = stripStyleFunctions(code, parseAst);
    expect(count).toBe(2);
    expect(stripped).toContain(
      "genStyleHooks('Button', () => [], prepareComponentToken, { unitless: { fontWeight: true } })",
    );
    expect(stripped).toContain("genSubStyleComponent(['Button', 'compact'], () => [])");
    expect(stripped).toContain('export const prepareComponentToken = (token) => ({ gap: token.marginXS });');
  });
});

describe('antdStaticStyles', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'antd-sheets-'));
  const plugin = antdStaticStyles({ cacheDir });
  plugin.configResolved({ root: join(import.meta.dirname, '..'), cacheDir });
  const transform = (file) => {
    const id = join(antdRoot, 'es', file);
    return plugin.transform.call({ parse: parseAst }, readFileSync(id, 'utf8'), id)?.code;
  };
  const imports = (sheet) => `import ${JSON.stringify(join(cacheDir, sheet))};`;
  const sheet = (name) => readFileSync(join(cacheDir, name), 'utf8');

  it("has a component's style module import its sheets, and leaves it without its style function", () => {
    const button = transform('button/style/index.js');
    expect(button).toContain(imports('btn.css'));
    expect(button).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken/);
    expect(sheet('btn.css').startsWith('.ant-btn')).toBe(true);
    expect(transform('table/style/index.js')).toContain(imports('table.css'));
  });

  it('gives the click wave its sheet, and ConfigProvider the global one (links, icons, motion)', () => {
    expect(transform('_util/wave/style.js')).toContain(imports('wave.css'));
    expect(sheet('wave.css').startsWith('.ant-wave')).toBe(true);
    expect(transform('config-provider/index.js')).toContain(imports('global.css'));
    expect(sheet('global.css').includes('a{color:var(--ant-color-link)')).toBe(true);
    expect(transform('button/index.js')).toBeUndefined();
  });
});
