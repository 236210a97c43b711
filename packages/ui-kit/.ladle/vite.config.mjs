// Ladle's own Vite: consume the workspace's packages from source, like every other tool here.
export default {
  resolve: { conditions: ['@backoffice/source', 'module', 'browser', 'development|production'] },
};
