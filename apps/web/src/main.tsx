// index.html's static skeleton is painted before any of the app's code runs. Its scripts arrive early (index.html
// preloads them), and run as one long task: started at once, that task ran before the first frame and held the
// skeleton's paint back behind it (first contentful paint 2.4 s instead of 0.7 s on a slow phone, Lighthouse).
// So the app starts after the next frame; a hidden tab draws no frames, so it also starts after a short wait.
let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import('./app/start.tsx').then(({ start }) => start());
}
requestAnimationFrame(() => setTimeout(startApp, 0));
setTimeout(startApp, 100);

// A module (its names stay its own), though nothing imports it but index.html.
export {};
