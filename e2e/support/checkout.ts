import type { Page } from '@playwright/test';

/**
 * What the dashboard and registration do with createCheckout's answer: a hidden form, posted.
 * It runs inside the page (page.evaluate), so it mirrors src/lib/post-checkout-form.ts rather than
 * importing it.
 */
export async function submitCheckoutForm(page: Page, form: { action: string; fields: [string, string][] }) {
  await page.evaluate(({ action, fields }) => {
    const element = document.createElement('form');
    element.method = 'post';
    element.action = action;
    element.hidden = true;
    for (const [name, value] of fields) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      element.append(input);
    }
    document.body.append(element);
    element.submit();
  }, form);
}
