// Serves the built site (dist/) the way Firebase Hosting does: the exact file, then <path>.html
// (cleanUrls), then the SPA shell, compressed (gzip) for browsers that accept it, as Hosting does. Used by `npm run bench` and `npm run lighthouse`, so both
// measure what a visitor's browser would fetch. Dependency-free.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Firebase Hosting's order: the exact file, then <path>.html (cleanUrls), then the SPA shell. */
function resolveFile(dist, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`];
  for (const c of candidates) {
    const file = join(dist, c);
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return join(dist, 'spa.html');
}

/**
 * Starts the server on 127.0.0.1 (a free port). `allowHost(hostname)` decides which host names it
 * answers when Chromium uses it as a proxy; anything else gets 502 (offline, as in CI).
 */
export function serveSite(dist, { allowHost = () => true } = {}) {
  const server = createServer((req, res) => {
    // As a proxy the request line carries the absolute URL; as a plain server only the path.
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (url.hostname !== '127.0.0.1' && !allowHost(url.hostname)) {
      res.writeHead(502).end();
      return;
    }
    const file = resolveFile(dist, url.pathname);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const compress = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, { 'content-type': type, ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) });
    const body = createReadStream(file);
    (compress ? body.pipe(createGzip({ level: 9 })) : body).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Chromium flags that work as root on these machines (docs: /work/shared/ENVIRONMENT.md). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
