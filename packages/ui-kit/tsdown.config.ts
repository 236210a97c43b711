import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', rules: 'src/rules.ts', 'test-setup': 'src/test/setup.ts' },
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  clean: true,
  // No source maps: nothing in dist points at src/, which is not published.
  dts: { sourcemap: false },
  sourcemap: false,
  // Peers and the sdk stay imports: the app's bundler resolves them once.
  deps: {
    neverBundle: [
      /^react/,
      /^antd/,
      /^@ant-design\//,
      /^@tanstack\//,
      '@backoffice/sdk',
      'uuid',
      'vitest',
      /^@testing-library\//,
    ],
  },
});
