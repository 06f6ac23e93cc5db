/**
 * The floor the web app's JavaScript budget is measured against: a bare React 19 app with
 * React Router's data router (createBrowserRouter with one route, RouterProvider from
 * react-router/dom, createRoot), built by this repo's Vite with the web app's own settings for
 * what shapes the output (minifier, target, module preload), in a temporary folder.
 *
 * Stock, it is the floor; `reactRouterProduction` builds it with React Router's
 * production files, as the shop's build takes them: the like-for-like comparison.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import webConfig from '../../vite.config.ts';
import { reactRouterProductionBuild } from '../../scripts/react-router-production.ts';
import { REPO_ROOT } from '@chulo/api/testing/server-process';
import { gzipSize } from './gzip.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Floor</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

const MAIN_JSX = `import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([{ path: '/', element: <h1>Chulo Pizza</h1> }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`;

export interface FloorBuild {
  files: { name: string; raw: number; gzip: number }[];
  /** Bytes of gzipped JavaScript, all files together. */
  gzip: number;
}

export async function buildReactFloor({ reactRouterProduction = false } = {}): Promise<FloorBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'react-floor-'));
  try {
    // React and React Router resolve from this repo: the versions the shop ships.
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, 'main.jsx'), MAIN_JSX);
    const { modulePreload, minify, target } = webConfig.build ?? {};
    await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      plugins: [react(), ...(reactRouterProduction ? [reactRouterProductionBuild()] : [])],
      build: { outDir: join(dir, 'dist'), modulePreload, minify, target },
    });
    const assets = join(dir, 'dist', 'assets');
    const files = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => {
        const bytes = readFileSync(join(assets, name));
        return { name, raw: bytes.length, gzip: gzipSize(bytes) };
      });
    return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    // Removes the link to node_modules, not what it points to.
    rmSync(dir, { recursive: true, force: true });
  }
}
