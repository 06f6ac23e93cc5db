// `npm start` serves the production build: make it first when it is not there yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const webRoot = process.env.WEB_ROOT || 'dist/web';
if (!existsSync(`${webRoot}/index.html`)) {
  console.log(`No web build in ${webRoot}: building it first.`);
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
