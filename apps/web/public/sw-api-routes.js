// Loaded by the generated service worker (vite.config.ts, workbox importScripts). Calls to the API go straight
// to the network: the browser no longer wakes the worker for each of them (static routing, Chromium 123+). The
// worker never answered them (navigateFallbackDenylist), yet every one was dispatched to its thread first: the
// pages of a 60,000-record farm download cost that thread about half a second on the test machine.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' })
      // Without the route the worker still installs: the calls then go through it, as they always did.
      .catch(() => undefined),
  );
});
