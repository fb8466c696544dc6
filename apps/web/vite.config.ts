import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { icuCatalogs, WITHOUT_ICU_PARSER } from './vite-icu-catalogs.ts';
import { preloadFirstScreen } from './vite-preload-first-screen.ts';

const THEME_COLOR = '#1b5e20';

export default defineConfig({
  plugins: [
    icuCatalogs(),
    react(),
    preloadFirstScreen([/\/src\/app\/start\.tsx$/, /\/src\/features\/auth\/LoginPage\.tsx$/]),
    VitePWA({
      // A new version waits until the user picks 'Atualizar versão': reloading mid-form would lose typing.
      registerType: 'prompt',
      // The app registers the worker itself (app/service-worker.ts) to drive the update menu item.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png', 'icons/*.svg'],
      manifest: {
        name: 'Gestar',
        short_name: 'Gestar',
        description:
          'Gestão de programas de inseminação artificial em tempo fixo (IATF), mesmo sem internet.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: '#f4f6f4',
        categories: ['productivity', 'business'],
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every chunk, lazy ones included: a screen never opened online must still open in the field.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first install takes over the open page at once, so it works offline without a second visit.
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // Sends the API's calls past the worker (public/sw-api-routes.js).
        importScripts: ['sw-api-routes.js'],
      },
    }),
  ],
  resolve: { alias: [WITHOUT_ICU_PARSER] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    // Source maps would publish the readable sources; the server refuses .map paths anyway.
    sourcemap: false,
  },
});
