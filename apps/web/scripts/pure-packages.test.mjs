import { describe, expect, it } from 'vitest';
import { purePackages } from './pure-packages.mjs';

/** The plugin's resolveId, with the resolution the other resolvers give (`this.resolve`). */
const resolveWith = (resolved) => (source) =>
  purePackages().resolveId.call({ resolve: async () => resolved }, source, '/app/src/x.ts', {});

describe('purePackages', () => {
  it('says an @rc-component module changes nothing when imported, as pnpm and npm install it', async () => {
    for (const id of [
      '/work/node_modules/.pnpm/@rc-component+tree@1.4.0_react@19/node_modules/@rc-component/tree/es/Tree.js',
      '/work/node_modules/@rc-component/util/es/index.js',
      'C:\\work\\node_modules\\@rc-component\\table\\es\\Table.js',
    ])
      expect(await resolveWith({ id })('@rc-component/x')).toEqual({ id, moduleSideEffects: false });
  });

  it("leaves every other module as its package declares it: antd's styles and dayjs's locales register when imported", async () => {
    for (const id of [
      '/work/node_modules/.pnpm/antd@6.6.8/node_modules/antd/es/table/style/index.js',
      '/work/node_modules/.pnpm/dayjs@1.11.18/node_modules/dayjs/locale/zh-cn.js',
      '/work/apps/web/src/rc-component/fake.ts',
    ])
      expect(await resolveWith({ id })('x')).toEqual({ id });
    expect(await resolveWith({ id: '@rc-component/tree', external: true })('@rc-component/tree')).toEqual({
      id: '@rc-component/tree',
      external: true,
    });
    expect(await resolveWith(null)('missing')).toBeNull();
  });
});
