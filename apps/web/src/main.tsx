// The built index.html paints its prerendered login page before it loads this entry (src/app/boot/load-app.ts),
// and has preloaded the app's start chunks with it.
void import('./app/start');
