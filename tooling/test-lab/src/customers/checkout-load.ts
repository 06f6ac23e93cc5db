import type { NewOrder } from '@chulo/api-client/contract';
import { customerAddress } from './loopback-http.ts';
import { checkOutWithRetries, type RetriedCheckout } from './retried-checkout.ts';

export interface CheckoutLoadOptions {
  /** How many customers check out side by side, each one checkout after another. */
  customers: number;
  /** The n-th checkout sent. The caller makes them, from the menu it knows (the lab knows none). */
  checkout: (n: number) => NewOrder;
  /** Names this run's Idempotency-Keys, and numbers its customers from `firstCheckout` on, apart from another run's. */
  keyPrefix: string;
  firstCheckout?: number;
  /** How long each customer waits between two checkouts; none by default (as fast as answers come). */
  pauseMs?: number;
}

export interface CheckoutLoad {
  /** Checkouts finished so far, in the order they finished. */
  finished: RetriedCheckout[];
  /** Checkouts sent and not finished yet. */
  inFlight(): number;
  /** Starts no more checkouts; resolves with every checkout once those in flight have finished. */
  stop(): Promise<RetriedCheckout[]>;
}

/**
 * Customers checking out back to back through `baseUrl`, each checkout from a loopback address of its
 * own (so the rate limits stay on, as in production, and see many customers) with an Idempotency-Key
 * of its own, retried with the same key whenever its answer is lost (see checkOutWithRetries).
 */
export function startCheckoutLoad(baseUrl: string, { customers, checkout, keyPrefix, firstCheckout = 0, pauseMs = 0 }: CheckoutLoadOptions): CheckoutLoad {
  const finished: RetriedCheckout[] = [];
  let next = firstCheckout;
  let inFlight = 0;
  let stopped = false;
  const customer = async () => {
    while (!stopped) {
      const n = next++;
      inFlight++;
      try {
        finished.push(await checkOutWithRetries(baseUrl, checkout(n), { key: `${keyPrefix}-${n}`, from: customerAddress(n) }));
      } finally {
        inFlight--;
      }
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const running = Promise.all(Array.from({ length: customers }, customer));
  return {
    finished,
    inFlight: () => inFlight,
    async stop() {
      stopped = true;
      await running;
      return finished;
    },
  };
}
