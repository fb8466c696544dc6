import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksOf, withPreloads } from './vite-preload-first-screen.ts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as Rollup.OutputChunk;

const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/app/src/main.tsx'),
  'assets/LoginPage.js': chunk(
    'assets/LoginPage.js',
    ['assets/TextField.js', 'assets/react.js'],
    '/app/src/features/auth/LoginPage.tsx',
  ),
  'assets/TextField.js': chunk('assets/TextField.js', ['assets/ButtonBase.js', 'assets/react.js']),
  'assets/ButtonBase.js': chunk('assets/ButtonBase.js', ['assets/TextField.js']),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/HomePage.js': chunk(
    'assets/HomePage.js',
    ['assets/Chart.js'],
    '/app/src/features/home/HomePage.tsx',
  ),
  'assets/Chart.js': chunk('assets/Chart.js', []),
  'assets/style.css': { type: 'asset', fileName: 'assets/style.css' } as unknown as Rollup.OutputAsset,
} as Rollup.OutputBundle;

const LOGIN = /\/src\/features\/auth\/LoginPage\.tsx$/;

describe('chunks of the first screen', () => {
  it('takes the page’s chunk and everything it imports, each once, cycles included', () => {
    expect(chunksOf(BUNDLE, LOGIN).sort()).toEqual([
      'assets/ButtonBase.js',
      'assets/LoginPage.js',
      'assets/TextField.js',
      'assets/react.js',
    ]);
  });

  it('fails the build when the page has no chunk of its own', () => {
    expect(() => chunksOf(BUNDLE, /\/Missing\.tsx$/)).toThrow(/no chunk/);
  });
});

describe('index.html with the first screen’s preloads', () => {
  const html = '<html><head>\n<link rel="modulepreload" crossorigin href="/assets/react.js">\n</head></html>';

  it('adds a link per chunk not named yet, in the head, as Vite writes its own', () => {
    const out = withPreloads(html, ['assets/LoginPage.js', 'assets/react.js']);
    expect(out.match(/href="\/assets\/react\.js"/g)).toHaveLength(1);
    expect(out).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/LoginPage.js">\n</head>',
    );
  });

  it('leaves the page alone when every chunk is already named', () => {
    expect(withPreloads(html, ['assets/react.js'])).toBe(html);
  });
});

describe('the built index.html', () => {
  const built = fileURLToPath(new URL('./dist/index.html', import.meta.url));
  it.runIf(fs.existsSync(built))('names the chunks of the app’s start and of the login page', () => {
    expect(fs.readFileSync(built, 'utf8')).toMatch(
      /rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/start-[^"]+\.js"/,
    );
    expect(fs.readFileSync(built, 'utf8')).toMatch(
      /rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/LoginPage-[^"]+\.js"/,
    );
  });
});
