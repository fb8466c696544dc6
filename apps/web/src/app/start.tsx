// First: it must run before any module builds a schema.
import './zod-without-eval.ts';
// Second: messages read the device's language from the first one built.
import './locale-first.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { localeInstalled } from '../auth-session/locale.ts';
import { App } from './App.tsx';

/** Draws the app into index.html's #root, over its static skeleton. */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree: on a slow phone the page stays responsive (and its blocking time low) while the
  // login screen is drawn. The static skeleton of index.html stays up until the render commits.
  // A Spanish reader's texts are a chunk of their own: the first render waits for them (installLocale never fails).
  void localeInstalled().then(() => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}
