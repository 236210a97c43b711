import type { Plugin } from 'vite';

/** Build only: the modules of the @rc-component packages marked free of side effects, so unused ones are left out. */
export declare function purePackages(): Plugin;
