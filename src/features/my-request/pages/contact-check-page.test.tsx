import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AnswerContactCheckResult, GetContactCheckResult } from '@/domain/leads/contact-claim';
import type { Locale } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { activate } from '@/lib/i18n/runtime';
import { renderLinkPage } from '../../../../tests/fixtures/link-page';
// The wire shape the real answerContactCheck sends for a second answer (checked in tests/integration/contact-claims.test.ts).
import { CONTACT_CHECK_USED } from '../../../../tests/fixtures/client-refusal-shapes';
import ContactCheckPage from './contact-check-page';

const FIRM = 'First Attorneys';
const check: GetContactCheckResult = {
  firmName: FIRM,
  need: 'Uncontested Divorce',
  claimedAt: '2026-11-30T08:30:00.000Z',
  expiresAt: '2026-12-07T10:00:00.000Z',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Nothing is mocked above fetch: the page, its api, call() and the Firebase SDK all run. */
function serverAnswers(answer: AnswerContactCheckResult | 'used') {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (!String(url).includes('/answerContactCheck')) return json({ result: check });
    if (answer === 'used') return json(CONTACT_CHECK_USED.body, CONTACT_CHECK_USED.httpStatus);
    expect(JSON.parse(String(init?.body)).data.answer).toBe(answer.answer);
    return json({ result: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const openAt = (locale: Locale, token: string, answer: 'yes' | 'no') =>
  renderLinkPage(ContactCheckPage, {
    catalog: 'contact-check',
    path: PATHS.contactCheck,
    locale,
    token: `${token}&answer=${answer}`,
  });

const answerCalls = (fetch: ReturnType<typeof serverAnswers>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/answerContactCheck')).length;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  activate('en');
});

describe('the contact question page', () => {
  it('asks before recording anything, the answer the link chose first, and thanks the client for a Yes', async () => {
    const fetch = serverAnswers({ answer: 'yes', firmName: FIRM, sendOn: [] });
    await openAt('en', 'Y'.repeat(43), 'yes');
    expect(await screen.findByRole('heading', { name: `Did ${FIRM} contact you?` })).toBeVisible();
    expect(screen.getByText(/says it contacted you about your request for help with Uncontested Divorce/)).toBeVisible();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Yes, they contacted me', 'No, nobody contacted me']);
    expect(answerCalls(fetch)).toBe(0);

    fireEvent.click(buttons[0]!);
    expect(await screen.findByText(`Thank you. We have noted that ${FIRM} contacted you.`)).toBeVisible();
    expect(answerCalls(fetch)).toBe(1);
  });

  it('on /zu, a No reopens the request and offers the firms to send it on to, in isiZulu', async () => {
    serverAnswers({ answer: 'no', firmName: FIRM, sendOn: [{ firmName: 'Second Attorneys', token: 'S'.repeat(43) }] });
    await openAt('zu', 'N'.repeat(43), 'no');
    expect(await screen.findByRole('heading', { name: `Ingabe i-${FIRM} ixhumane nawe?` })).toBeVisible();
    // The question's two answers, the link's one first (the page's other button is the
    // "suggest a better translation" link of a translated page).
    const [first] = screen.getAllByRole('button', { name: /^(Cha|Yebo),/ });
    expect(first).toHaveTextContent('Cha, akekho oxhumane nami');
    fireEvent.click(first!);
    expect(await screen.findByText(/isicelo sakho sesivulekile futhi/)).toBeVisible();
    const sendOn = screen.getByRole('link', { name: 'Dlulisela isicelo sami ku-Second Attorneys' });
    expect(sendOn).toHaveAttribute('href', `/zu/my-request/send-on?token=${'S'.repeat(43)}`);
    expect(screen.getByRole('link', { name: 'Qala ukuxhunyaniswa okusha' })).toHaveAttribute('href', '/zu/matching');
  });

  it('with no firm left after a No, says so and offers a new match', async () => {
    serverAnswers({ answer: 'no', firmName: FIRM, sendOn: [] });
    await openAt('en', 'E'.repeat(43), 'no');
    fireEvent.click(await screen.findByRole('button', { name: 'No, nobody contacted me' }));
    expect(await screen.findByText(/No other firm that matches your request is available right now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a new match' })).toBeVisible();
  });

  it('on /af, says a second answer is refused, in Afrikaans', async () => {
    serverAnswers('used');
    await openAt('af', 'A'.repeat(43), 'yes');
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, hulle het my gekontak' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jy het hierdie vraag reeds beantwoord, dankie.');
    expect(within(alert).queryByText(/already answered/)).toBeNull();
  });

  it('refuses an incomplete link without asking the server', async () => {
    const fetch = serverAnswers('used');
    await openAt('en', 'short', 'yes');
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
