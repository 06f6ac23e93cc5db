import type { Pizza } from '../../shared/menu-schema.ts';
import checkMenu from '../../shared/menu-schema.ts?schema=MenuSchema&check';
import { apiCall } from '../lib/api.ts';

export function getMenu(): Promise<Pizza[]> {
  return apiCall<Pizza[]>({ method: 'GET', path: '/api/menu', answer: checkMenu, failure: 'Failed getting menu' });
}
