import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SEND_ON_MESSAGES, type GetSendOnOfferResult } from '@/domain/leads/send-on';
import { localizedPath } from '@/domain/shared/locale-paths';
import type { Locale } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { activateIfLoaded, catalogPartOf, loadCatalog } from '@/lib/i18n/catalog-loader';
import { activate } from '@/lib/i18n/runtime';
// The wire shape the real sendLeadOn sends (checked against the emulator in tests/integration/send-on.test.ts).
import { areaNameIn } from '../../../../tests/fixtures/area-names';
import { sendOnFirmUnavailable } from '../../../../tests/fixtures/client-refusal-shapes';
import SendOnPage from './send-on-page';

const FIRM = 'Second Attorneys';
const offer: GetSendOnOfferResult = {
  firmName: FIRM,
  previousFirmName: 'First Attorneys',
  need: 'Uncontested Divorce',
  area: 'Johannesburg, Gauteng',
  shared: ['Your name', 'Your email address'],
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

async function pressSendAt(locale: Locale, token: string) {
  await loadCatalog(locale, catalogPartOf('send-on'));
  activateIfLoaded(locale, catalogPartOf('send-on'));
  serverAnswers();
  const path = localizedPath(PATHS.sendOn, locale);
  const router = createMemoryRouter([{ path, element: <SendOnPage /> }], { initialEntries: [`${path}?token=${token}`] });
  render(<RouterProvider router={router} />);
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
    await loadCatalog('zu', catalogPartOf('send-on'));
    activateIfLoaded('zu', catalogPartOf('send-on'));
    serverAnswers();
    const path = localizedPath(PATHS.sendOn, 'zu');
    const router = createMemoryRouter([{ path, element: <SendOnPage /> }], {
      initialEntries: [`${path}?token=${'N'.repeat(43)}`],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(areaNameIn('zu', 'uncontested-divorce'))).toBeVisible();
    expect(screen.queryByText('Uncontested Divorce')).toBeNull();
  });

  it('on /af/send-on, says it in Afrikaans', async () => {
    const alert = await pressSendAt('af', 'F'.repeat(43));
    expect(alert).toHaveTextContent(`${FIRM} kan tans nie nuwe versoeke aanneem nie.`);
  });
});
