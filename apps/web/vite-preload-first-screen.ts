// The app starts from a dynamic import (main.tsx waits for the skeleton's first paint), and the first screen most
// visits draw, the login (a first visit, a signed-out device), is a lazy route. Vite would ask for their chunks
// only once the code importing them has run, from a script that adds a <link rel=modulepreload> per chunk: on a
// slow phone those DOM writes alone held the main thread ~100 ms (Lighthouse, 4× CPU), inside the app's longest
// task, and the downloads started only then. Named in index.html instead, they download at once, and Vite's
// loader finds them there and adds nothing.
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunk of `module` and every chunk it imports statically, as the lazy route would load them. */
export function chunksOf(bundle: OutputBundle, module: RegExp): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
  if (!start) throw new Error(`no chunk for ${module}: the first screen moved?`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return [...found];
}

/** index.html with a modulepreload link for each chunk of `module` it does not already name. */
export function withPreloads(html: string, fileNames: readonly string[], base = '/'): string {
  const links = fileNames
    .map((fileName) => `${base}${fileName}`)
    .filter((href) => !html.includes(`href="${href}"`))
    // `crossorigin` as Vite writes its own: the module fetch reuses the preload only when the modes match. Low
    // priority: the skeleton is painted without them (main.tsx waits for that paint), so they must not compete with
    // what the first paint needs, nor count as holding it back.
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`);
  if (links.length === 0) return html;
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `  ${links.join('\n  ')}\n</head>`);
}

/** Preloads, from index.html, the chunks of the app's start and of its first screen (`modules`). */
export function preloadFirstScreen(modules: readonly RegExp[]): Plugin {
  return {
    name: 'gestar-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle } = context;
        if (!bundle) return html;
        return withPreloads(html, [...new Set(modules.flatMap((module) => chunksOf(bundle, module)))]);
      },
    },
  };
}
