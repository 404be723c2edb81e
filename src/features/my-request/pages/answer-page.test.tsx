import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ANSWER_MESSAGES, type AnswerOfferView, type GetAnswerOfferResult } from '@/domain/answers/contract';
import { CALLABLE_ERROR_CODES } from '@/domain/callable-errors';
import type { Locale } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { activate } from '@/lib/i18n/runtime';
import type { WireError } from '../../../../tests/fixtures/callable-error-shapes';
import { ANSWER_VIEW_FIRM, ANSWER_VIEW_TIMES, openView } from '../../../../tests/fixtures/answer-offer-view';
import { renderLinkPage } from '../../../../tests/fixtures/link-page';
import AnswerPage from './answer-page';

const FIRM = ANSWER_VIEW_FIRM;
// Tuesday 8 December 2026, 10:00 and 14:00 SAST; Wednesday 9 December, 09:00 SAST.
const [TUE_10, , WED_09] = ANSWER_VIEW_TIMES;

/** A refusal as the real callable sends it: the HTTP status and status of its reason's code, the contract's message. */
function refusal(reason: keyof typeof CALLABLE_ERROR_CODES, message: string): WireError {
  const code = CALLABLE_ERROR_CODES[reason];
  const httpStatus = ({ 'not-found': 404, 'already-exists': 409 } as Record<string, number>)[code] ?? 400;
  return {
    httpStatus,
    body: { error: { status: code.toUpperCase().replace(/-/g, '_'), message, details: { reason, field: 'token' } } },
  };
}

type Reply = { result: unknown } | WireError;
/** Nothing is mocked above fetch: the page, its api, call() and the Firebase SDK run. Each callable answers as given. */
function server(replies: Record<string, Reply | Reply[]>) {
  const calls: { name: string; data: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const name = String(url).split('/').pop()!;
    calls.push({ name, data: JSON.parse(String(init.body)).data });
    const queued = replies[name];
    const reply = Array.isArray(queued) ? (queued.length > 1 ? queued.shift()! : queued[0]!) : queued;
    if (!reply) throw new Error(`no reply for ${name}`);
    const [body, status] = 'result' in reply ? [reply, 200] : [reply.body, reply.httpStatus];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
const offer = (answer: AnswerOfferView | null): Reply => ({ result: { answer } satisfies GetAnswerOfferResult });

const openAt = (locale: Locale, token = 'A'.repeat(43), time?: number) =>
  renderLinkPage(AnswerPage, { catalog: 'answer', path: PATHS.answer, locale, token: time ? `${token}&time=${time}` : token });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  activate('en');
});

describe('the answer page', () => {
  it('says it is loading, then shows the message, the estimate in rand with VAT and "not binding", and the times', async () => {
    server({ getAnswerOffer: offer(openView()) });
    await openAt('en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the firm’s answer...');
    expect(await screen.findByRole('heading', { name: `${FIRM} has answered your request` })).toBeVisible();
    expect(screen.getByText(/Thank you for your request\.\s+We can help\./)).toBeVisible();
    expect(screen.getByText('First consultation: R 1 500')).toBeVisible();
    expect(screen.getByText('The matter: a fixed fee between R 8 000 and R 12 000')).toBeVisible();
    expect(screen.getByText('Amounts include VAT.')).toBeVisible();
    expect(screen.getByText('This estimate is not binding.')).toBeVisible();
    expect(screen.getByText(/You pay the firm directly/)).toBeVisible();
    const times = screen.getByRole('list', { name: 'Choose a time to talk' });
    expect(within(times).getAllByRole('listitem')).toHaveLength(3);
    expect(within(times).getByText('60 minutes · By phone')).toBeVisible();
    expect(within(times).getByText('45 minutes · In person at 12 Long Street, Cape Town')).toBeVisible();
  });

  it('shows a taken time as taken, with nothing to press', async () => {
    server({ getAnswerOffer: offer(openView()) });
    await openAt('en');
    const taken = (await screen.findByText('45 minutes · In person at 12 Long Street, Cape Town')).closest('li')!;
    expect(within(taken).getByText('Taken')).toBeVisible();
    expect(within(taken).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Book / })).toHaveLength(2);
  });

  it('books a time in one tap and says so', async () => {
    const calls = server({
      getAnswerOffer: [offer(openView()), offer(openView({ state: 'booked', booking: bookingOf(TUE_10) }))],
      bookConsultation: { result: { bookingId: 'b1', slot: { startsAt: TUE_10, minutes: 60, mode: 'phone' }, firmName: FIRM } },
    });
    await openAt('en');
    fireEvent.click((await screen.findAllByRole('button', { name: /^Book / }))[0]!);
    expect(await screen.findByText(ANSWER_MESSAGES.booked(FIRM))).toBeVisible();
    expect(calls.find((c) => c.name === 'bookConsultation')!.data).toEqual({ token: 'A'.repeat(43), startsAt: TUE_10 });
    // Booked from the answer's own link: the booking email's link moves or cancels it.
    expect(await screen.findByText(/use the link in the booking email/)).toBeVisible();
  });

  it('says a time was just taken, in the client’s language (isiZulu)', async () => {
    server({ getAnswerOffer: offer(openView()), bookConsultation: refusal('slot-taken', ANSWER_MESSAGES.slotTaken) });
    await openAt('zu');
    expect(await screen.findByText('Lesi silinganiso asibophi.')).toBeVisible();
    fireEvent.click((await screen.findAllByRole('button', { name: /^Bhukha / }))[0]!);
    expect(await screen.findByText('Uxolo, lesi sikhathi sisanda kuthathwa. Sicela ukhethe esinye isikhathi.')).toBeVisible();
    expect(screen.queryByText(ANSWER_MESSAGES.slotTaken)).toBeNull();
  });

  it('marks the time the client chose in the email, and books nothing on opening', async () => {
    const calls = server({ getAnswerOffer: offer(openView()) });
    await openAt('en', 'T'.repeat(43), WED_09);
    const times = await screen.findByRole('list', { name: 'Choose a time to talk' });
    expect(within(within(times).getAllByRole('listitem')[0]!).getByText('30 minutes · By video call')).toBeVisible();
    expect(calls.map((c) => c.name)).toEqual(['getAnswerOffer']);
  });

  it('reads an unknown link clearly, and an expired or replaced answer', async () => {
    server({ getAnswerOffer: refusal('answer-link-unknown', ANSWER_MESSAGES.answerLinkUnknown) });
    await openAt('en', 'U'.repeat(43));
    expect(await screen.findByText(ANSWER_MESSAGES.answerLinkUnknown)).toBeVisible();
    cleanup();
    server({ getAnswerOffer: offer(openView({ state: 'expired' })) });
    await openAt('af', 'X'.repeat(43));
    expect(
      await screen.findByText('Hierdie aanbod het verval. Maak jou versoek se blad oop, of vra die firma vir nuwe tye.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Bespreek / })).toBeNull();
    cleanup();
    server({ getAnswerOffer: offer(openView({ state: 'replaced' })) });
    await openAt('en', 'R'.repeat(43));
    expect(await screen.findByText(ANSWER_MESSAGES.answerReplaced)).toBeVisible();
  });

  it('says when the firm has not answered yet', async () => {
    server({ getAnswerOffer: offer(null) });
    await openAt('en');
    expect(await screen.findByText(ANSWER_MESSAGES.noAnswerYet)).toBeVisible();
  });

  it('says "none of these times suit me" reached the firm, with the client’s note', async () => {
    const calls = server({
      getAnswerOffer: [offer(openView()), offer(openView({ state: 'times-declined' }))],
      declineAnswerTimes: { result: { firmName: FIRM } },
    });
    await openAt('en');
    fireEvent.click(await screen.findByRole('button', { name: 'None of these times suit me' }));
    fireEvent.change(screen.getByLabelText(/A note for/), { target: { value: 'Mornings suit me better.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tell the firm' }));
    expect(await screen.findByText(ANSWER_MESSAGES.timesDeclined(FIRM))).toBeVisible();
    expect(calls.find((c) => c.name === 'declineAnswerTimes')!.data).toEqual({
      token: 'A'.repeat(43),
      note: 'Mornings suit me better.',
    });
  });

  it('sends the request on, or says honestly that no firm is left and where to get help', async () => {
    server({ getAnswerOffer: offer(openView()), sendOnFromAnswer: { result: { outcome: 'none-left' } } });
    await openAt('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Send my request to another firm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send it to another firm' }));
    expect(await screen.findByText('No other firm that fits your need is available right now.')).toBeVisible();
    expect(screen.getByText(/Legal Aid Advice Line on 0800 110 110/)).toBeVisible();
  });

  it('cancels a booking only with a reason, and says it is cancelled', async () => {
    const booked = openView({ state: 'booked', booking: bookingOf(TUE_10) });
    const calls = server({
      getAnswerOffer: [
        offer(booked),
        offer({
          ...booked,
          booking: { ...bookingOf(TUE_10), state: 'cancelled', cancelledBy: 'client', reason: 'I found help nearby.' },
        }),
      ],
      cancelBooking: { result: { bookingId: 'b1', state: 'cancelled' } },
    });
    await openAt('en', 'B'.repeat(43));
    expect(await screen.findByRole('heading', { name: `Your consultation with ${FIRM}` })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the consultation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel it' }));
    expect(await screen.findByText('Please give a short reason; the other side reads it.')).toBeVisible();
    expect(calls.some((c) => c.name === 'cancelBooking')).toBe(false);
    fireEvent.change(screen.getByLabelText(/Your reason/), { target: { value: 'I found help nearby.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel it' }));
    expect(await screen.findByText(`Your consultation is cancelled. We have told ${FIRM}.`)).toBeVisible();
    expect(calls.find((c) => c.name === 'cancelBooking')!.data).toEqual({
      by: 'client',
      token: 'B'.repeat(43),
      reason: 'I found help nearby.',
    });
  });
});

function bookingOf(startsAt: number): NonNullable<AnswerOfferView['booking']> {
  return { bookingId: 'b1', slot: { startsAt, minutes: 60, mode: 'phone' }, state: 'booked', cancelledBy: null, reason: null };
}
