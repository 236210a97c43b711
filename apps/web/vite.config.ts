import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from './scripts/antd-static-styles.mjs';
import { createChunkPlan } from './scripts/chunk-plan.mjs';
import { compileHints } from './scripts/compile-hints.mjs';
import { precompress } from './scripts/precompress.mjs';
import { prerenderLogin } from './scripts/prerender-login.mjs';
import { purePackages } from './scripts/pure-packages.mjs';
import { tableFilterTree } from './scripts/table-filter-tree.mjs';

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
// `/files` holds the attachments a process links to (the mock serves real files there); `/__mock` resets the demo data.
const proxy = { '/api': mockTarget, '/health': mockTarget, '/files': mockTarget, '/__mock': mockTarget };

// Shared vendor chunks, so route chunks hold only their own screen.
function vendorChunk(id: string): string | undefined {
  // The layout asks whether a form holds input on every navigation; the guard's modal stays with the forms.
  if (/ui-kit[\\/]src[\\/]discard[\\/](unsaved-input|discard-question)\.ts$/.test(id)) return 'unsaved-input';
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'vendor-react';
  if (/[\\/](react-router|react-router-dom)[\\/]/.test(id)) return 'vendor-router';
  // Only the layout's chunk needs TanStack Query: the login page does not load it.
  if (/[\\/]@tanstack[\\/]/.test(id)) return 'vendor-query';
  // ECharts (仓库概览's charts) with its tslib helpers in a chunk of its own, loaded with that screen only.
  if (/[\\/](echarts|zrender|tslib)[\\/]/.test(id)) return 'vendor-charts';
  return undefined;
}

const resolve = { conditions: ['@backoffice/source', 'module', 'browser', 'development|production'] };
const target = 'es2022';
const vendorGroup = { name: (id: string) => vendorChunk(id) ?? null, debugName: 'vendor' };

// The shared modules grouped by the views that load them (scripts/chunk-plan.mjs): a list screen fetches ~20 JS
// files rather than ~100. A probe build in memory with Rolldown's default chunking (the vendor groups aside) tells,
// after tree-shaking, who loads what; it has the app's plugins but not the prerendering.
const chunkPlan = createChunkPlan({
  probe: {
    plugins: [purePackages(), tableFilterTree(), react(), antdStaticStyles()],
    resolve,
    build: {
      target,
      rolldownOptions: {
        output: { codeSplitting: { includeDependenciesRecursively: false, groups: [vendorGroup] } },
      },
    },
  },
  skip: (id: string) => vendorChunk(id) !== undefined,
});

export default defineConfig({
  plugins: [
    purePackages(),
    tableFilterTree(),
    react(),
    antdStaticStyles(),
    prerenderLogin(),
    chunkPlan.plugin,
    compileHints(),
    precompress(),
  ],
  resolve,
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    target,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Each group holds its own packages only; React must not follow TanStack Query into its chunk.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [vendorGroup, { name: chunkPlan.group, debugName: 'chunk-plan' }],
        },
      },
    },
  },
});
