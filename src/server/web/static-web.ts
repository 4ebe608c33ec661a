import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SRM platform</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running. Run <code>npm run build</code> to build the web app, then restart the server.</p>
<p>界面尚未构建：请先运行 <code>npm run build</code>，然后重启服务。</p></body></html>`;

/** A file under webDir for the request path, or null (traversal outside webDir is never a file). */
function fileFor(webDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  const absolute = resolve(webDir, relative);
  if (relative === '' || !absolute.startsWith(webDir + sep)) return null;
  return existsSync(absolute) && statSync(absolute).isFile() ? relative : null;
}

/**
 * The built web app (WEB_DIR): hashed assets cached for a year, and every other GET outside /api answered
 * with index.html so the browser's router handles deep links. Each file goes out as the .br or .gz the build
 * made beside it when the browser accepts that encoding (Vary: Accept-Encoding), else as it is. Without a
 * build, a plain page says how to make one.
 */
export async function registerStaticWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const root = resolve(webDir);
  const hasIndex = existsSync(join(root, 'index.html'));
  if (hasIndex) await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    if (!hasIndex) return reply.code(path === '/' ? 200 : 404).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const file = fileFor(root, path);
    if (file && file !== 'index.html') {
      const hashed = file.startsWith(`assets${sep}`) || file.startsWith('assets/');
      return reply.sendFile(file, { maxAge: hashed ? '365d' : 0, immutable: hashed });
    }
    // The page must always be fresh: it names the current hashed assets.
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  };
  app.get('/', { config: { access: 'public' } }, handler);
  app.get('/*', { config: { access: 'public' } }, handler);
}
