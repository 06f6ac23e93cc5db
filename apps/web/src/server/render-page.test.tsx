// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { formatCurrency, formatDate } from '@chulo/domain';
import type { Pizza, ShopStatus } from '@chulo/api-client';
import { CLOSED_FOR_TIHAR, jsonAnswer, MARGHERITA, ORDER } from '@chulo/api-client/testing';
import { PAGE_STATE_ID, type PageState } from '../boot/page-state.ts';
import { createPageRenderer } from './render-page.tsx';

const renderPage = createPageRenderer(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'));

/** The shop's API as the server lends it to its pages: the menu, one order, and the shop's status if given. */
function shopApi(menu: Pizza[], shopStatus?: ShopStatus) {
  return vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input)).pathname;
    if (path === '/api/menu') return jsonAnswer(200, { status: 'success', data: menu });
    if (path === `/api/order/${ORDER.id}`) return jsonAnswer(200, { status: 'success', data: ORDER });
    if (path === '/api/shop' && shopStatus) return jsonAnswer(200, { status: 'success', data: shopStatus });
    return jsonAnswer(404, { status: 'fail', message: 'No order' });
  });
}

/** The shop's public address (PUBLIC_URL), as most tests give it; `origin: null` is a shop without one. */
const SHOP = 'https://chulo.example';

async function render(path: string, menu: Pizza[] = [MARGHERITA], { origin = SHOP as string | null, shopStatus = undefined as ShopStatus | undefined } = {}) {
  const fetch = shopApi(menu, shopStatus);
  // The request's own address is the server's business: a page takes its links from `origin` alone.
  const page = await renderPage(new Request(`http://rendering.invalid${path}`), { fetch, onFailure: () => {}, origin });
  if (!('html' in page)) return { ...page, fetch, html: '', state: null, shared: false };
  let html = '';
  for await (const chunk of page.html as Readable) html += String(chunk);
  const script = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`).exec(html);
  // React separates neighbouring texts with empty comments, which a reader never sees.
  return { ...page, fetch, html: html.replaceAll('<!-- -->', ''), state: script ? (JSON.parse(script[1]!) as PageState) : null };
}

describe('pages rendered on the server', () => {
  it('renders the menu with its pizzas, prices, head and structured data, and hands its state over', async () => {
    const { status, html, state, shared } = await render('/menu');
    expect(status).toBe(200);
    // Nothing in it is one customer's: the server may keep it until the menu changes.
    expect(shared).toBe(true);
    expect(html).toContain('<title>Menu · Chulo Pizza</title>');
    expect(html).toContain('Margherita');
    expect(html).toContain('tomato, mozzarella, basil');
    expect(html).toContain(formatCurrency(650));
    expect(html).toContain('"@type":"Restaurant"');
    expect(html).toContain('<meta property="og:image" content="https://chulo.example/images/pizzas/1.svg" />');
    expect(html).toContain('<link rel="canonical" href="https://chulo.example/menu" />');
    expect(state?.state.menu.pizzas).toEqual([MARGHERITA]);
    expect(state?.router.loaderData).toEqual({ menu: null });
    expect(state?.router.errors).toBeNull();
  });

  it('renders an order with its status, estimate and prices', async () => {
    const { status, html, state, shared } = await render(`/order/${ORDER.id}`);
    expect(status).toBe(200);
    expect(shared).toBe(false);
    expect(html).toContain(`Order ${ORDER.id} Status`);
    expect(html).toContain('preparing order');
    expect(html).toContain(formatDate(ORDER.estimatedDelivery));
    expect(html).toContain(formatCurrency(1300));
    expect(state?.state.order?.current).toEqual(ORDER);
    // The shop gave no status: no number to call.
    expect(html).not.toContain('Call the shop');
  });

  it('renders an order with "Call the shop", its number and a link to dial it, once the shop gives its phone', async () => {
    const { html, state } = await render(`/order/${ORDER.id}`, [MARGHERITA], { shopStatus: { ...CLOSED_FOR_TIHAR, phone: '01-5555555' } });
    expect(html).toMatch(/<a [^>]*href="tel:015555555"[^>]*>Call the shop <span[^>]*>01-5555555<\/span><\/a>/);
    expect(state?.state.shop?.status?.phone).toBe('01-5555555');
    const without = await render(`/order/${ORDER.id}`, [MARGHERITA], { shopStatus: CLOSED_FOR_TIHAR });
    expect(without.html).toContain(`Order ${ORDER.id} Status`);
    expect(without.html).not.toContain('Call the shop');
  });

  it('answers an order that does not exist with 404 and SPEC’s message, which the browser gets to show again', async () => {
    const { status, html, state } = await render('/order/NQPE2345');
    expect(status).toBe(404);
    expect(html).toContain('Couldn&#x27;t find order #NQPE2345');
    expect(state?.router.errors).toEqual({ order: { failedLoad: "Couldn't find order #NQPE2345", status: 404 } });
  });

  it('names an unknown order only when its address could be an id: never text, markup or direction marks from the address', async () => {
    const { status, html } = await render(`/order/${encodeURIComponent('\u202Eyap-won <i>')}`);
    expect(status).toBe(404);
    const shown = html.replace(new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">.*?</script>`), '');
    expect(shown).toContain('<title>Order · Chulo Pizza</title>');
    expect(shown).toContain('<meta property="og:title" content="Order · Chulo Pizza" />');
    expect(shown).toContain('Couldn&#x27;t find this order');
    for (const echoed of ['yap-won', '\u202E', '%E2%80%AE', '&lt;i&gt;']) expect(shown, echoed).not.toContain(echoed);
    // A well-formed id that is not an order keeps SPEC's words, its title too.
    const unknown = await render('/order/nqpe2345');
    expect(unknown.html).toContain('<title>Order nqpe2345 · Chulo Pizza</title>');
    expect(unknown.html).toContain('Couldn&#x27;t find order #nqpe2345');
  });

  it('takes absolute links from the shop’s public address alone, and without one gives neither Open Graph nor a canonical link any', async () => {
    const { html } = await render('/menu', [MARGHERITA], { origin: null });
    expect(html).not.toContain('rendering.invalid');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('og:image');
    expect(html).toContain('"url":"/menu"');
    const withAddress = await render('/menu');
    expect(withAddress.html).toContain('<meta property="og:url" content="https://chulo.example/menu" />');
    expect(withAddress.html).not.toContain('rendering.invalid');
  });

  it('answers an unknown address with 404, and leaves that error to the browser’s router', async () => {
    const { status, html, state } = await render('/nowhere');
    expect(status).toBe(404);
    expect(html).toContain('404 Not Found');
    expect(state?.router.errors).toBeNull();
  });

  it('sends the header’s search, sent without JavaScript, on to the order’s page', async () => {
    expect(await render('/order?id=%20WF23FG66%20')).toMatchObject({ status: 302, location: '/order/WF23FG66' });
    expect(await render('/order?id=')).toMatchObject({ status: 302, location: '/' });
  });

  it('keeps text from the shop inside the state’s script: a pizza name cannot end it', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const { html, state } = await render('/menu', [{ ...MARGHERITA, name }]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)!.length);
    expect(state?.state.menu.pizzas[0]?.name).toBe(name);
  });

  it('renders the cart and the order form empty, as a new visit finds them (SPEC §4: the cart lives in memory)', async () => {
    const cart = await render('/cart');
    expect(cart.html).toContain('Your cart is still empty');
    const form = await render('/order/new');
    expect(form.html).toContain('Your cart is still empty');
    // An empty cart shows no form: the shop's status is not asked for.
    expect(form.fetch).not.toHaveBeenCalled();
  });
});
