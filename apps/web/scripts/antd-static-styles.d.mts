import type { Plugin } from 'vite';

/** Build only: antd's component CSS as style sheets beside the chunks that hold the components, no runtime styles. */
export declare function antdStaticStyles(options?: { cacheDir?: string }): Plugin;
/** The class prefixes each antd component folder asks for (`getPrefixCls('btn')` in button/). */
export declare function prefixesByFolder(esDir: string): Map<string, string[]>;
/** antd.css split by the component prefix of each rule's first `.ant-…` class; rules of none go to `global`. */
export declare function splitByPrefix(
  css: string,
  prefixes: Iterable<string>,
  antPrefix?: string,
): Map<string, string>;
/** The top-level blocks of a style sheet. */
export declare function topLevelBlocks(
  css: string,
): { prelude: string; body: string | undefined; text: string }[];
/** A style module without its style functions. */
export declare function stripStyleFunctions(
  code: string,
  parse: (code: string) => unknown,
): { code: string; stripped: number };
