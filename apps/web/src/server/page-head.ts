import type { StaticHandlerContext } from 'react-router-dom';
import type { Pizza } from '@chulo/api-client';
import type { RouteHandle } from '../router/customer-routes.tsx';
import { PAGE_DESCRIPTIONS, PAGE_TITLES, SHOP_NAME, type TitledScreen } from '../router/page-heads.ts';
import { scriptJson } from '../boot/page-state.ts';
import { escapeHtml, titleAndDescription } from './page-template.ts';
import type { RootState } from '../store/store.ts';

/** An address the page gives as absolute (Open Graph and schema.org want them so). */
const absolute = (url: string, origin: string) => new URL(url, origin).href;

/**
 * schema.org's description of the shop and its menu, for search engines: a `Restaurant` whose
 * `Menu` lists every pizza with its ingredients and its price in rupees, and whether it can be had today.
 */
export function menuStructuredData(pizzas: readonly Pizza[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: SHOP_NAME,
    url: absolute('/', origin),
    servesCuisine: 'Pizza',
    address: { '@type': 'PostalAddress', addressLocality: 'Kathmandu', addressCountry: 'NP' },
    currenciesAccepted: 'NPR',
    paymentAccepted: 'Cash',
    hasMenu: {
      '@type': 'Menu',
      name: `${SHOP_NAME}'s menu`,
      url: absolute('/menu', origin),
      hasMenuItem: pizzas.map((pizza) => ({
        '@type': 'MenuItem',
        name: pizza.name,
        description: pizza.ingredients.join(', '),
        image: absolute(pizza.photo?.src ?? pizza.imageUrl, origin),
        offers: {
          '@type': 'Offer',
          price: pizza.unitPrice.toFixed(2),
          priceCurrency: 'NPR',
          availability: `https://schema.org/${pizza.soldOut ? 'SoldOut' : 'InStock'}`,
        },
      })),
    },
  };
}

/**
 * The head of a page the server rendered: its screen's title and description (page-heads.ts), the
 * same for link previews (Open Graph), its canonical address, and on the menu the shop and its menu
 * for search engines.
 */
export function pageHead(context: StaticHandlerContext, state: RootState, url: URL): string {
  const match = context.matches.findLast((candidate) => (candidate.route.handle as RouteHandle | undefined)?.title);
  const title = match ? (match.route.handle as RouteHandle).title(match.params) : PAGE_TITLES.home();
  const description = PAGE_DESCRIPTIONS[(match?.route.id ?? 'home') as TitledScreen];
  const pizzas = state.menu.pizzas;
  const picture = context.matches.some((candidate) => candidate.route.id === 'menu') ? pizzas[0] : undefined;
  // The page's own address, joined rather than resolved: a path that starts with `//` is no other host.
  const address = escapeHtml(`${url.origin}${url.pathname}`);
  const tags = [
    titleAndDescription(title, description),
    `<link rel="canonical" href="${address}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${address}" />`,
  ];
  if (picture) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(picture.photo?.src ?? picture.imageUrl, url.origin))}" />`);
    tags.push(`<script type="application/ld+json">${scriptJson(menuStructuredData(pizzas, url.origin))}</script>`);
  }
  return tags.join('\n    ');
}
