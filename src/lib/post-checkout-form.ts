import type { CheckoutForm } from '@/domain/payments/contract';

/**
 * Posts the server-signed checkout form exactly as received: a hidden <form> with the fields in
 * order (PayFast's signature depends on it). Used by registration's paid path and the dashboard.
 */
export function postCheckoutForm({ action, fields }: CheckoutForm): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
