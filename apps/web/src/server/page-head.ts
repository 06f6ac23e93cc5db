import type { StaticHandlerContext } from 'react-router-dom';
import type { Pizza } from '@chulo/api-client';
import type { RouteHandle } from '../router/customer-routes.tsx';
import { PAGE_DESCRIPTIONS, PAGE_TITLES, SHOP_NAME, type TitledScreen } from '../router/page-heads.ts';
import { scriptJson } from '../boot/page-state.ts';
import { escapeHtml, titleAndDescription } from './page-template.ts';
import type { RootState } from '../store/store.ts';

/**
 * An address of the shop as a page gives it: absolute from the shop's public address (PUBLIC_URL),
 * else as the shop wrote it (a path, which a reader resolves against the page it fetched). Never
 * from the request's `Host`, which whoever sends the request writes.
 */
const at = (url: string, origin: string | null) => (origin ? new URL(url, origin).href : url);

/** What the head needs to know of the page beyond its screen. */
export interface PageAddress {
  /** The page's path, as asked for. */
  path: string;
  /** The shop's public address (PUBLIC_URL), null when it is not set. */
  origin: string | null;
  /** Whether the page shows what its address names (not a 404): only then does it name itself canonical. */
  found: boolean;
}

/**
 * schema.org's description of the shop and its menu, for search engines: a `Restaurant` whose
 * `Menu` lists every pizza with its ingredients and its price in rupees, and whether it can be had today.
 */
export function menuStructuredData(pizzas: readonly Pizza[], origin: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: SHOP_NAME,
    url: at('/', origin),
    servesCuisine: 'Pizza',
    address: { '@type': 'PostalAddress', addressLocality: 'Kathmandu', addressCountry: 'NP' },
    currenciesAccepted: 'NPR',
    paymentAccepted: 'Cash',
    hasMenu: {
      '@type': 'Menu',
      name: `${SHOP_NAME}'s menu`,
      url: at('/menu', origin),
      hasMenuItem: pizzas.map((pizza) => ({
        '@type': 'MenuItem',
        name: pizza.name,
        description: pizza.ingredients.join(', '),
        image: at(pizza.photo?.src ?? pizza.imageUrl, origin),
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
 * for search engines. Open Graph takes only absolute addresses (`og:url`, `og:image`): without the
 * shop's public address a page gives none, and no canonical link either: search engines take a
 * canonical address only when it is absolute (Lighthouse's SEO audit fails a relative one).
 */
export function pageHead(context: StaticHandlerContext, state: RootState, { path, origin, found }: PageAddress): string {
  const match = context.matches.findLast((candidate) => (candidate.route.handle as RouteHandle | undefined)?.title);
  const title = match ? (match.route.handle as RouteHandle).title(match.params) : PAGE_TITLES.home();
  const description = PAGE_DESCRIPTIONS[(match?.route.id ?? 'home') as TitledScreen];
  const pizzas = state.menu.pizzas;
  const picture = context.matches.some((candidate) => candidate.route.id === 'menu') ? pizzas[0] : undefined;
  // The page's own address, joined rather than resolved: a path that starts with `//` is no other host.
  const address = escapeHtml(origin ? `${origin}${path}` : path);
  const tags = [
    titleAndDescription(title, description),
    ...(found && origin ? [`<link rel="canonical" href="${address}" />`] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ];
  if (found && origin) tags.push(`<meta property="og:url" content="${address}" />`);
  if (picture) {
    if (origin) tags.push(`<meta property="og:image" content="${escapeHtml(at(picture.photo?.src ?? picture.imageUrl, origin))}" />`);
    tags.push(`<script type="application/ld+json">${scriptJson(menuStructuredData(pizzas, origin))}</script>`);
  }
  return tags.join('\n    ');
}
