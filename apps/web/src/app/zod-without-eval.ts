import { z } from 'zod';

// Zod compiles its object parsers with `new Function` when it may, and finds out by trying once: under the app's
// Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a CSP violation on every page
// (Lighthouse best practices, the browser's issues panel). Parsing without it costs nothing the device notices.
// Imported first by main.tsx: the probe runs when the first object schema is built, at module load.
z.config({ jitless: true });
