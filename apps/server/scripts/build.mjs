// Bundles the server, with the TypeScript sources of the @gestar/* workspaces it imports, into dist/main.js, and
// the import file reader's worker into dist/import-worker.js, which the server starts per file.
// Registry packages (native drivers included) stay external and load from node_modules at run time.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      name: 'external-registry-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@gestar/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['src/main.ts'], outfile: 'dist/main.js' });
// The name parse-in-worker.ts looks for beside the bundle (BUILT_WORKER).
await build({
  ...common,
  entryPoints: ['src/features/imports/parse-worker.ts'],
  outfile: 'dist/import-worker.js',
});
