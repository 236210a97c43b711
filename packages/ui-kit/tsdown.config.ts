import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', rules: 'src/rules.ts', 'test-setup': 'src/test/setup.ts' },
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: true,
  clean: true,
  sourcemap: true,
  // Peers and the sdk stay imports: the app's bundler resolves them once.
  external: [
    /^react/,
    /^antd/,
    /^@ant-design\//,
    /^@tanstack\//,
    '@backoffice/sdk',
    'uuid',
    'vitest',
    /^@testing-library\//,
  ],
});
