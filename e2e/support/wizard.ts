import { expect, type Page } from '@playwright/test';

/** The Functions emulator starts a worker per concurrent call; on a busy 2-core machine that takes seconds. */
export const CALL_TIMEOUT = 45_000;

export interface PersonRequest {
  email: string;
  /** A town only the journey's own firms work in, so the match is predictable. */
  city: string;
  firstName?: string;
  province?: string;
  /** What is typed into the legal-need search, and the suggestion picked. */
  need?: string;
  option?: RegExp;
  /** 'More specifically' item by label; null leaves it unanswered. */
  specific?: string | null;
  /** The optional income answer by label. */
  income?: string;
}

/** The matching wizard as a person fills it in, through to the results page. */
export async function completePersonWizard(
  page: Page,
  {
    email,
    city,
    firstName = 'Lerato',
    province = 'Limpopo',
    need = 'divorce',
    option = /Divorce & Separation/,
    specific = 'Uncontested Divorce',
    income,
  }: PersonRequest,
) {
  const next = () => page.getByRole('button', { name: 'Continue' }).click();
  await page.goto('/matching');
  await page.getByLabel(/I accept the Terms/).check();
  await next();
  await page.getByRole('button', { name: /An individual/ }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Mokoena');
  await next();
  await page.getByLabel('Email address').fill(email);
  await next();
  await page.getByLabel('Province').selectOption(province);
  await next();
  await page.getByLabel('City or town').fill(city);
  await next();
  await page.getByRole('combobox', { name: 'What do you need help with?' }).fill(need);
  await page.getByRole('option', { name: option }).first().click();
  if (specific) await page.getByLabel('More specifically (optional)').selectOption({ label: specific });
  if (income) await page.getByLabel(/monthly income after tax/).selectOption({ label: income });
  await page.getByRole('button', { name: 'Find My Match' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: CALL_TIMEOUT });
}
