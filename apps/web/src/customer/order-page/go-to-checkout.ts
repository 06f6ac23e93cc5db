import type { Checkout } from '@chulo/api-client';

/**
 * Sends the browser to the wallet to pay: Khalti's page by its address; eSewa's by posting the
 * signed form the shop made, as eSewa takes it. The wallet sends the browser back to the shop,
 * which asks it whether the order is paid.
 */
export function goToCheckout(checkout: Checkout): void {
  if (checkout.provider === 'khalti') {
    window.location.assign(checkout.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = checkout.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
