import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    query: 'src/query.ts',
    constants: 'src/constants.ts',
    contract: 'src/contract.ts',
    schemas: 'src/schemas.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  // Readable ESM with no source maps: nothing in dist points at src/, which is not published.
  dts: { sourcemap: false },
  sourcemap: false,
  clean: true,
  deps: { neverBundle: ['openapi-fetch', 'zod', '@tanstack/react-query'] },
});
