// Another team's TypeScript, checked against the packages' declarations.
import { type CartItem, addItem, formatCurrency, getTotalCartPrice, isValidPhone, orderTotal } from '@chulo/domain';
import { type ApiClient, createApiClient, HttpError, type Order } from '@chulo/api-client';
import { NewOrderSchema } from '@chulo/api-client/contract';

const cart: CartItem[] = addItem([], { id: 1, name: 'Margherita', unitPrice: 650 });
const total: number = orderTotal(getTotalCartPrice(cart), isValidPhone('9841234567'));
const shown: string = formatCurrency(total);

const api: ApiClient = createApiClient({ baseUrl: 'https://chulo.example' });

export async function statusOf(id: string): Promise<Order['status'] | 'unknown'> {
  try {
    return (await api.getOrder(id)).status;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'unknown';
    throw error;
  }
}

export const schema = NewOrderSchema;
export { shown };
