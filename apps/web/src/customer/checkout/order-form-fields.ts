import type { PaymentMethod } from '@chulo/domain';
import type { OrderForm } from './checkout-slice.ts';

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * What a filled order form sends, the customer's or the kitchen's phone order: SPEC's fields, read as
 * the form sent them, and beside them, only when given, the rider's directions, a time for later and
 * a way to pay other than cash, so that a form left as SPEC has it sends SPEC's own order.
 */
export function orderFormFields(form: FormData, payment: PaymentMethod): OrderForm {
  const directions = field(form, 'directions');
  const deliverAt = field(form, 'deliverAt');
  return {
    customer: field(form, 'customer'),
    phone: field(form, 'phone'),
    address: field(form, 'address'),
    ...(directions && { directions }),
    ...(deliverAt && { deliverAt }),
    // SPEC §5: priority only when the box sent 'true'.
    priority: form.get('priority') === 'true',
    ...(payment !== 'cash' && { payment }),
  };
}
