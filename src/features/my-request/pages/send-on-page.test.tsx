import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SEND_ON_MESSAGES, SHARED_ITEMS, type GetSendOnOfferResult } from '@/domain/leads/send-on';
import type { Locale } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { activate } from '@/lib/i18n/runtime';
import { renderLinkPage } from '../../../../tests/fixtures/link-page';
// The wire shape the real sendLeadOn sends (checked against the emulator in tests/integration/send-on.test.ts).
import { areaNameIn } from '../../../../tests/fixtures/area-names';
import { SEND_ON_LINK_USED, sendOnFirmUnavailable } from '../../../../tests/fixtures/client-refusal-shapes';
import SendOnPage from './send-on-page';

const FIRM = 'Second Attorneys';
const offer: GetSendOnOfferResult = {
  firmName: FIRM,
  previousFirmName: 'First Attorneys',
  need: 'Uncontested Divorce',
  area: 'Johannesburg, Gauteng',
  shared: [SHARED_ITEMS.name, SHARED_ITEMS.email],
  expiresAt: '2026-12-03T10:00:00.000Z',
};

/** Nothing is mocked above fetch: the page, its api, call() and the Firebase SDK all run. */
function serverAnswers() {
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const refusal = sendOnFirmUnavailable(FIRM);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/sendLeadOn') ? json(refusal.body, refusal.httpStatus) : json({ result: offer }, 200),
    ),
  );
}

const openAt = (locale: Locale, token: string) =>
  renderLinkPage(SendOnPage, { catalog: 'send-on', path: PATHS.sendOn, locale, token });

async function pressSendAt(locale: Locale, token: string) {
  serverAnswers();
  await openAt(locale, token);
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(FIRM) }));
  return screen.findByRole('alert');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  activate('en');
});

describe('the send-on page when the firm can no longer take the request', () => {
  it('in English, says what the server says', async () => {
    const alert = await pressSendAt('en', 'E'.repeat(43));
    expect(alert).toHaveTextContent(SEND_ON_MESSAGES.firmUnavailable(FIRM));
  });

  it('on /zu/send-on, says it in isiZulu, naming the firm', async () => {
    const alert = await pressSendAt('zu', 'Z'.repeat(43));
    expect(alert).toHaveTextContent(`I-${FIRM} ayikwazi ukwamukela izicelo ezintsha okwamanje.`);
    expect(alert).not.toHaveTextContent('cannot take new requests');
  });

  it('on /zu/send-on, names the need in isiZulu (the server sends the English name the firm reads)', async () => {
    serverAnswers();
    await openAt('zu', 'N'.repeat(43));
    expect(await screen.findByText(areaNameIn('zu', 'uncontested-divorce'))).toBeVisible();
    expect(screen.queryByText('Uncontested Divorce')).toBeNull();
  });

  it('on /af/send-on, says it in Afrikaans', async () => {
    const alert = await pressSendAt('af', 'F'.repeat(43));
    expect(alert).toHaveTextContent(`${FIRM} kan tans nie nuwe versoeke aanneem nie.`);
  });
});

describe('the send-on page in isiXhosa, by the refusal’s reason and the items’ keys', () => {
  it('says a used link is used, in isiXhosa', async () => {
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(SEND_ON_LINK_USED.body, SEND_ON_LINK_USED.httpStatus)),
    );
    await openAt('xh', 'U'.repeat(43));
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent(SEND_ON_MESSAGES.used);
    expect(alert).toHaveTextContent(/^Isicelo sakho sele sidluliselwe kule imeyile/);
  });

  it('lists what the firm receives in isiXhosa', async () => {
    serverAnswers();
    await openAt('xh', 'L'.repeat(43));
    expect(await screen.findByText('Igama lakho')).toBeVisible();
    expect(screen.queryByText(SHARED_ITEMS.name)).toBeNull();
  });
});
