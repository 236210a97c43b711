import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  resolve: { conditions: ['@backoffice/source', 'module', 'browser', 'development|production'] },
  logLevel: 'warn',
});
