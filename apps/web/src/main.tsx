import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { dropBootMarkupOnFirstDraw } from './app/boot/boot-markup';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
dropBootMarkupOnFirstDraw(root);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
