import type { Pizza } from '@chulo/api-client/contract';
import checkMenu from '@chulo/api-client/contract?schema=MenuSchema&check';
import { apiCall } from '../lib/api.ts';

export function getMenu(): Promise<Pizza[]> {
  return apiCall<Pizza[]>({ method: 'GET', path: '/api/menu', answer: checkMenu, failure: 'Failed getting menu' });
}
