import { useEffect, useState } from 'react';
import { followOrder, type Order } from '@chulo/api-client';
import { api } from '../lib/api-client.ts';

/**
 * The order as it is now: what the loader brought, then every change the server
 * pushes (status, estimate, priority) without a reload. A fresh load (after
 * 'Make a priority' or a search) takes over from older pushes.
 */
export function useLiveOrder(loaded: Order): Order {
  const [latest, setLatest] = useState(loaded);
  const [lastLoaded, setLastLoaded] = useState(loaded);
  if (loaded !== lastLoaded) {
    setLastLoaded(loaded);
    setLatest(loaded);
  }

  useEffect(() => followOrder(api, loaded.id, { onOrder: setLatest }), [loaded.id]);
  return latest.id === loaded.id ? latest : loaded;
}
