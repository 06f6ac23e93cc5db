/**
 * The floor the web app's JavaScript budget is measured against: a bare app on the design
 * card's stack (React 19 with createRoot; react-router-dom 7's data router, createBrowserRouter
 * with one route and RouterProvider; a redux store with redux-saga's middleware running one
 * saga; react-redux's Provider and a useSelector), built in a temporary folder by the Vite and React plugin the web
 * app builds with, with the web app's own settings for what shapes the output (minifier, target,
 * module preload), read from its Vite config.
 *
 * Stock, it is the issue's floor; `reactRouterProduction` builds it with React Router's
 * production files, through the web app's own plugin that makes its build take them: the
 * like-for-like comparison. `outDir` keeps the built app there, for a server to serve it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { gzipSize } from './gzip.ts';
import { BENCH_DIR, WEB_DIR } from './packages.ts';

/** What the floor is built from, which must be the very copies the web app's build uses. */
const SHARED_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'redux', 'react-redux', 'redux-saga', 'vite', '@vitejs/plugin-react'];
/** The web app's Vite plugin that builds with React Router's production files (apps/web/vite/react-router-production.ts). */
const REACT_ROUTER_PRODUCTION_PLUGIN = 'chulo:react-router-production';

/** Sized for a phone, like the shop's pages: `web` audits the floor with Lighthouse's mobile profile too. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

const MAIN_JSX = `import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { applyMiddleware, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';

const sagaMiddleware = createSagaMiddleware();
const shop = (state = { name: 'Chulo Pizza' }, action) => (action.type === 'named' ? { name: action.name } : state);
const store = createStore(shop, applyMiddleware(sagaMiddleware));
sagaMiddleware.run(function* () {
  yield takeLatest('rename', function* ({ name }) {
    yield put({ type: 'named', name });
  });
});

function Title() {
  return <h1>{useSelector((state) => state.name)}</h1>;
}

const router = createBrowserRouter([{ path: '/', element: <Title /> }]);
createRoot(document.getElementById('root')).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
`;

export interface FloorBuild {
  files: { name: string; raw: number; gzip: number }[];
  /** Bytes of gzipped JavaScript, all files together. */
  gzip: number;
}

/** The installed copy of `name` that `packageDir` resolves (its package.json, or its entry when it does not export that). */
function installedCopy(packageDir: string, name: string): string {
  const require = createRequire(join(packageDir, 'package.json'));
  try {
    return require.resolve(`${name}/package.json`);
  } catch {
    return require.resolve(name);
  }
}

/** The floor resolves its packages from the bench's node_modules: they must be those the web app ships and builds with. */
function assertSameCopiesAsTheWebApp(): void {
  const differing = SHARED_PACKAGES.map((name) => ({ name, bench: installedCopy(BENCH_DIR, name), web: installedCopy(WEB_DIR, name) })).filter(
    (copies) => copies.bench !== copies.web,
  );
  if (differing.length > 0) {
    const list = differing.map((copies) => `${copies.name}: ${copies.bench} (bench) vs ${copies.web} (web)`).join('; ');
    throw new Error(`the floor would not be built like the web app: align bench/package.json with apps/web's (${list})`);
  }
}

async function flatten(options: PluginOption[]): Promise<Plugin[]> {
  const plugins: Plugin[] = [];
  for (const option of options) {
    const plugin = await option;
    if (Array.isArray(plugin)) plugins.push(...(await flatten(plugin)));
    else if (plugin) plugins.push(plugin as Plugin);
  }
  return plugins;
}

/** The web app's Vite config, loaded as `vite build` loads it. */
async function webBuildConfig(): Promise<UserConfig> {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, WEB_DIR, 'warn');
  if (!loaded) throw new Error(`no Vite config in ${WEB_DIR}`);
  return loaded.config;
}

export async function buildReactFloor({ reactRouterProduction = false, outDir }: { reactRouterProduction?: boolean; outDir?: string } = {}): Promise<FloorBuild> {
  assertSameCopiesAsTheWebApp();
  const webConfig = await webBuildConfig();
  const { modulePreload, minify, target } = webConfig.build ?? {};
  const productionFiles = (await flatten(webConfig.plugins ?? [])).filter((plugin) => plugin.name === REACT_ROUTER_PRODUCTION_PLUGIN);
  if (reactRouterProduction && productionFiles.length !== 1) {
    throw new Error(`the web app's Vite config (${WEB_DIR}) has ${productionFiles.length} plugins named ${REACT_ROUTER_PRODUCTION_PLUGIN}, not one: no like-for-like floor`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'react-floor-'));
  try {
    // The stack resolves from the bench's own dependencies: the copies the shop ships (checked above).
    symlinkSync(join(BENCH_DIR, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, 'main.jsx'), MAIN_JSX);
    const dist = outDir ?? join(dir, 'dist');
    await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      plugins: [react(), ...(reactRouterProduction ? productionFiles : [])],
      build: { outDir: dist, emptyOutDir: true, modulePreload, minify, target },
    });
    const assets = join(dist, 'assets');
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
