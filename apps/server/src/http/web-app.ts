import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { RESOURCE_NOT_FOUND } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Source maps give the readable sources of the app away: never served, even when a build left some. */
const isSourceMap = (url: string) => url.endsWith('.map');

/**
 * Serves the built PWA; any non-API GET that is not a file gets index.html so client routes load directly.
 * Files under assets/ carry a content hash in their name, so browsers may keep them for a year untouched;
 * everything else (index.html, sw.js, the manifest, icons) must be revalidated or an update never arrives.
 * Text files go out brotli- or gzip-compressed from the copies the build made.
 */
export function registerWebApp(app: FastifyInstance, webDist: string): void {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const assetsDir = `${path.join(root, 'assets')}${path.sep}`;
  if (hasWeb) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Otherwise @fastify/send writes its own 'public, max-age=0' over ours.
      cacheControl: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/compress-dist.mjs): sent to a
      // browser that accepts them, the file itself to one that does not.
      preCompressed: true,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        // A cache between must not hand a brotli body to a browser that asked for none.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (isApiPath(url) || request.method !== 'GET' || !hasWeb || isSourceMap(url)) {
      return reply.code(404).send({ title: RESOURCE_NOT_FOUND() });
    }
    const candidate = path.join(root, path.normalize(url));
    // With the separator: '/srv/dist' must not admit '/srv/dist-private/…'.
    if (
      candidate.startsWith(`${root}${path.sep}`) &&
      url !== '/' &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(path.relative(root, candidate));
    }
    reply.header('Cache-Control', REVALIDATE);
    // A hashed file this node lacks (another release's, during a rolling upgrade) is a 404, never the app's page:
    // a service worker would keep the page as that script, and the app would stay broken offline.
    if (url.startsWith('/assets/')) return reply.code(404).send({ title: RESOURCE_NOT_FOUND() });
    return reply.sendFile('index.html');
  });
}
