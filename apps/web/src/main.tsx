import { afterFirstPaint } from './app/boot/first-paint';

// The page paints its prerendered login (index.html) before any of the app's JS runs: a slow phone shows the form
// at once, and the app takes over a moment later. Its chunks are preloaded by the HTML meanwhile.
afterFirstPaint(() => void import('./app/start'));
