#!/usr/bin/env node
// Tiny dependency-free static file server for a built folder (default dist-demo).
// Usage: node scripts/serve-static.mjs [dir] [--port N]   (or env PORT; default 4173)
// Binds 127.0.0.1, gzips when the client sends Accept-Encoding: gzip (Content-Length is the
// compressed size, so the benchmark can measure bytes over the wire), refuses path traversal
// and falls back to index.html for unknown extension-less paths (SPA routes).
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
// Already-compressed formats are sent as they are.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.ico', '.wasm', '.webmanifest', '.ttf']);

function parseArgs(argv) {
  let dir = 'dist-demo';
  let port = Number(process.env.PORT) || 4173;
  let dirSet = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port') port = Number(argv[++i]);
    else if (arg.startsWith('--port=')) port = Number(arg.slice('--port='.length));
    else if (!arg.startsWith('--') && !dirSet) {
      dir = arg;
      dirSet = true;
    }
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve-static: invalid port ${port}`);
    process.exit(2);
  }
  return { dir: path.resolve(dir), port };
}

const { dir: root, port } = parseArgs(process.argv.slice(2));
const HOST = '127.0.0.1';

async function statFile(file) {
  try {
    const st = await fs.stat(file);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** Maps a URL path to a file inside root, or null when it escapes root. */
function resolveInside(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded.replace(/\\/g, '/')));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file;
}

const gzipCache = new Map();
async function gzipped(file, st) {
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.body;
  const body = zlib.gzipSync(await fs.readFile(file), { level: 9 });
  gzipCache.set(file, { mtimeMs: st.mtimeMs, size: st.size, body });
  return body;
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return;
  }
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  let file = resolveInside(urlPath);
  if (!file) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Forbidden');
    return;
  }
  if (urlPath.endsWith('/')) file = path.join(file, 'index.html');
  let st = await statFile(file);
  if (!st && !path.extname(urlPath)) {
    // SPA fallback: client-side routes get index.html.
    file = path.join(root, 'index.html');
    st = await statFile(file);
  }
  if (!st) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
    return;
  }

  const ext = path.extname(file).toLowerCase();
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': ext === '.html' ? 'no-cache' : 'public, max-age=0',
    Vary: 'Accept-Encoding',
  };
  if (path.basename(file) === 'mockServiceWorker.js') headers['Service-Worker-Allowed'] = '/';
  const wantsGzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));

  if (wantsGzip && COMPRESSIBLE.has(ext)) {
    const body = await gzipped(file, st);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': st.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error('serve-static:', err);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});

server.on('error', (err) => {
  console.error(`serve-static: ${err.message}`);
  process.exit(1);
});

server.listen(port, HOST, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const rel = path.relative(process.cwd(), root);
  const shown = rel === '' ? '.' : rel.startsWith('..') ? root : rel;
  console.log(`serving ${shown} on http://${HOST}:${actualPort}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
