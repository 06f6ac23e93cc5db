import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-template.ts';

const BUILT = [
  '<html><head><!--page-head--><title>Home</title><!--/page-head-->',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app-2.js">',
  '</head><body><div id="root"><!--first-paint--><header>Chulo</header><!--/first-paint--></div></body></html>',
].join('\n');

describe('the built index.html as the frame of a rendered page', () => {
  it('takes the page’s head and content in place of the home page’s head and the first paint, and the state at the end of the body', () => {
    const frame = pageTemplate(BUILT);
    const page = `${frame.start('<title>Menu</title>')}<main>Menu</main>${frame.end('<script type="application/json">{}</script>')}`;
    expect(page).toContain('<title>Menu</title>');
    expect(page).not.toContain('<title>Home</title>');
    expect(page).toContain('<div id="root"><main>Menu</main></div>');
    expect(page).toContain('<script type="application/json">{}</script></body>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('preloads none of the app: its first paint shares the phone’s bandwidth with nothing', () => {
    const frame = pageTemplate(BUILT);
    expect(frame.start('') + frame.end('')).not.toContain('modulepreload');
  });
});
