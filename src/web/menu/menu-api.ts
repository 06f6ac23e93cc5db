import type { Pizza } from '../../shared/menu-schema.ts';
import { apiCall } from '../lib/api.ts';

export function getMenu(): Promise<Pizza[]> {
  return apiCall({
    method: 'GET',
    path: '/api/menu',
    answer: async () => (await import('../../shared/menu-schema.ts')).MenuSchema,
    failure: 'Failed getting menu',
  });
}
