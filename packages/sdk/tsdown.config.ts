import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    query: 'src/query.ts',
    contract: 'src/contract.ts',
    schemas: 'src/schemas.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['openapi-fetch', 'zod', '@tanstack/react-query'],
});
