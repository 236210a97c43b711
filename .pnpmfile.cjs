// pnpm hooks of the workspace. Only `beforePacking`: what `pnpm pack` and `pnpm publish` (so `changeset publish`)
// put in a published package.json — the manifest a consumer installs, not the one we develop with.
const SOURCE_CONDITION = '@backoffice/source';

/** Drops the workspace's source condition (it points at src/, which is not published) from an exports map. */
function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

module.exports = {
  hooks: {
    beforePacking(pkg) {
      // A consumer installs neither our dev tools nor our scripts (private workspace packages among them).
      delete pkg.devDependencies;
      delete pkg.scripts;
      if (pkg.exports) pkg.exports = withoutSourceCondition(pkg.exports);
      return pkg;
    },
  },
};
