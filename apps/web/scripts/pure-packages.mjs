// antd's building blocks, the @rc-component packages, declare no `sideEffects` in their package.json, so the bundler
// must keep every module one of them imports, used or not: antd's Table imports `conductCheck` from
// @rc-component/tree's index, and with it came rc-tree's whole Tree component to every screen with a table; antd's
// Input imports the form context, which imports `FormProvider` from @rc-component/form's index, and with it came
// the whole rc-form and its validator (14 KB gzip) to the login page, which has no antd Form. Their modules define
// components and helpers and change nothing when imported (no styles, no globals, no registration), so this plugin
// tells the bundler so: a module of theirs that nothing uses is left out (issue 26: the JS a route loads).
const PURE = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@rc-component[\\/]/;

/** @returns {import('vite').Plugin} */
export function purePackages() {
  return {
    name: 'pure-packages',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !PURE.test(resolved.id)) return resolved;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}
