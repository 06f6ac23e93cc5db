import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { builtFileCaching } from './cache-control.ts';
import { hashSource, inlineScripts } from './inline-scripts.ts';
import { storybookPageHeaders } from './security-headers.ts';

/**
 * The security headers of each HTML page of the build, by its path: the policy names the hashes of
 * that page's own inline scripts. Worked out once, from the files as they are at start-up: a new
 * build is served with a restart, as a deploy does.
 */
function pageHeaders(root: string): Map<string, Readonly<Record<string, string>>> {
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Map(
    pages.map((page) => {
      const path = join(root, page);
      const hashes = new Set(inlineScripts(readFileSync(path, 'utf8')).map(hashSource));
      return [path, storybookPageHeaders([...hashes])];
    }),
  );
}

/**
 * Files that describe how the build was made, not the kit, and that its pages never ask for:
 * Storybook's project.json (the version of every tool and package) and the `*-stats.json` of
 * `--stats-json`. The kit's build makes neither, but STORYBOOK_ROOT may name any build.
 */
const describesTheBuild = (path: string) => /\/(?:project|[\w-]+-stats)\.json$/.test(path);

/**
 * The UI kit's static Storybook at /storybook/, for designers. Its pages carry a policy of their own
 * (above); its other files, as every file of the shop, the pages' policy.
 */
export async function storybook(app: FastifyInstance, root: string) {
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'no Storybook build found: run `pnpm build`');
    return;
  }
  const pages = pageHeaders(root);
  const hashedFiles = join(root, 'assets') + sep;
  app.get('/storybook', (_request, reply) => reply.redirect('/storybook/', 301));
  // Its build names the files in assets/ (the stories' code, most of each story's page) by their content;
  // the others (its pages, the index of stories, the manager's runtime) keep their names from build to build.
  await app.register(fastifyStatic, {
    root,
    prefix: '/storybook/',
    decorateReply: false,
    cacheControl: false,
    allowedPath: (path) => !describesTheBuild(path),
    // On a 304 too: a browser keeps the headers of the 304 it revalidated with.
    setHeaders(res, path) {
      res.header('cache-control', builtFileCaching(path.startsWith(hashedFiles)));
      const page = pages.get(path);
      if (page) res.headers(page);
    },
  });
}
