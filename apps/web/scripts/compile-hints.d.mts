import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint: the file's functions compiled while it streams in, off the main thread. */
export declare const COMPILE_HINT: string;
/** Puts the hint on the chunk's first line, its source map moved down by that line; false if it had it already. */
export declare function withCompileHint(chunk: Pick<Rollup.OutputChunk, 'code' | 'map'>): boolean;
/** A source map's JSON with its mappings moved down by the hint's line. */
export declare function shiftedMap(json: string): string;
/** Build only: every JS chunk opens with the compile hint. */
export declare function compileHints(): Plugin;
