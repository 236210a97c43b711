import type { Plugin } from 'vite';

/** Build only: index.html carries the login page prerendered, light and dark, with its antd CSS. */
export declare function prerenderLogin(): Plugin;
/** The light sheet, and of the dark one only the blocks it does not share. */
export declare function bootCss(light: string, dark: string): string;
/** The prerendered markup of one theme: ids and label targets carry the variant, no autofocus. */
export declare function staticMarkup(html: string, variant: 'light' | 'dark'): string;
