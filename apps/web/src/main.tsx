// First: it must run before any module builds a schema.
import './app/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
