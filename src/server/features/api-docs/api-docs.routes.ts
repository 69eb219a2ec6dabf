import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, fileResponse } from '../../http/api-route';

/**
 * GET /api/openapi.json and the reference page at /api/docs (Swagger UI, served from the
 * installed swagger-ui-dist package: nothing is fetched from elsewhere, and none of it is part
 * of the web app's bundle). The page's script is a file of ours, so the CSP needs no inline code.
 */

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS = {
  'swagger-ui.css': { file: join(swaggerUiDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: join(swaggerUiDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
} as const;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>League API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

const START = `window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true, tryItOutEnabled: false });\n`;

const cached = (body: string, type: string, cacheControl: string) => new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': cacheControl } });

export function apiDocsRoutes(document: () => object) {
  return apiRoutes('API reference', [
    apiRoute(
      { method: 'get', path: '/api/openapi.json', summary: 'This document (OpenAPI 3.1)', access: access.public, response: fileResponse('application/json') },
      async () => cached(JSON.stringify(document()), 'application/json; charset=utf-8', 'no-cache'),
    ),
    apiRoute(
      { method: 'get', path: '/api/docs', summary: 'The reference page of this API', access: access.public, response: fileResponse('text/html') },
      async () => cached(PAGE, 'text/html; charset=utf-8', 'no-cache'),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/docs/:asset',
        summary: "The reference page's script and style",
        access: access.public,
        params: z.object({ asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js']) }),
        notFound: 'That file',
        response: fileResponse('text/javascript'),
      },
      async ({ params }) => {
        if (params.asset === 'start.js') return cached(START, 'text/javascript; charset=utf-8', 'no-cache');
        const asset = ASSETS[params.asset];
        return cached(await readFile(asset.file, 'utf8'), asset.type, 'public, max-age=86400');
      },
    ),
  ]);
}
