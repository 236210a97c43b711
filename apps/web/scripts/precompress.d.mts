import type { Plugin } from 'vite';

/** Build only: every compressible file of the build also written brotli-compressed beside it (`x.js.br`). */
export declare function precompress(): Plugin;
/** Writes `<file>.br` beside every compressible file of `folder` of at least MIN_BYTES; gives the files written. */
export declare function precompressFolder(folder: string): Promise<string[]>;
export declare const MIN_BYTES: number;
