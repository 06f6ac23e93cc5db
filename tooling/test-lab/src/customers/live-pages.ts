import { createApiConnection, followOrder, type Order } from '@chulo/api-client';
import type { BalancedShop } from '../balancer/balanced-shop.ts';
import { waitFor } from '../wait-for.ts';

/** One customer's order page, live, and what it went through. */
export interface LivePage {
  id: string;
  /** Every order the page was sent (on each connection, then on each change), with when it came (Date.now()). */
  seen: { order: Order; at: number }[];
  /** When its connection dropped, each time. */
  drops: number[];
  /** The instance that answered its latest connection, as the balancer names it (X-Served-By). */
  servedBy: string | null;
  /** The latest order shown, if any. */
  latest(): Order | undefined;
}

export interface LivePages {
  pages: LivePage[];
  /** Closes every page. */
  close(): void;
}

/**
 * Opens a page for each order at `baseUrl` as the web app follows an order: through the API client's
 * feed, which reconnects as EventSource does (after the server's `retry:` delay) whenever the
 * connection drops. All come from this process's address: keep them below the per-client cap on live streams.
 */
export function followLivePages(baseUrl: string, ids: readonly string[]): LivePages {
  const pages = ids.map((id): LivePage => {
    const seen: LivePage['seen'] = [];
    return { id, seen, drops: [], servedBy: null, latest: () => seen.at(-1)?.order };
  });
  const stops = pages.map((page) => {
    const noteWhoAnswers: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      page.servedBy = response.headers.get('x-served-by');
      return response;
    };
    return followOrder(createApiConnection({ baseUrl, fetch: noteWhoAnswers, onFailure: () => {} }), page.id, {
      onOrder: (order) => page.seen.push({ order, at: Date.now() }),
      onDrop: () => page.drops.push(Date.now()),
    });
  });
  return { pages, close: () => stops.forEach((stop) => stop()) };
}

/** What a kill did to the live pages: the ones the killed instance held, and when it struck (Date.now()). */
export interface LivePagesCut {
  killedAt: number;
  cut: LivePage[];
}

/**
 * SIGKILLs `victim` while `pages` are open through `shop`'s balancer, and resolves once every page the
 * victim held has dropped and reconnected through the balancer to another instance, which sent it its order again.
 */
export async function killUnderLivePages(shop: BalancedShop, victim: string, pages: readonly LivePage[], timeoutMs = 15_000): Promise<LivePagesCut> {
  await waitFor('every page to show its order', () => pages.every((page) => page.seen.length > 0), { timeoutMs });
  const cut = pages.filter((page) => page.servedBy === victim);
  const killedAt = Date.now();
  await shop.kill(victim);
  await waitFor(
    `the ${cut.length} pages ${victim} held to come back from another instance`,
    () => cut.every((page) => page.drops.some((at) => at >= killedAt) && page.servedBy !== victim && page.seen.at(-1)!.at > page.drops.at(-1)!),
    { timeoutMs },
  );
  return { killedAt, cut };
}
