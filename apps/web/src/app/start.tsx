import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dropBootMarkupOnFirstDraw } from './boot/boot-markup';
import { hashPathname, preloadFirstScreen } from './first-screen';

/** Starts the app in #root. */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
dropBootMarkupOnFirstDraw(root);
preloadFirstScreen(hashPathname(location.hash));
// A transition: React renders the first screen in slices, yielding to the browser in between (no long task).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
