// The answer page words the server's refusals by their reason (src/domain/i18n/refusal-keys.ts) and
// its field messages by their constant (answer-message-keys.ts): the English catalog must still word
// each one exactly as src/domain/answers/contract.ts does, so English readers see the server's words.
import { parsePo } from '@/domain/i18n/po';
import { ANSWER_MESSAGES, ANSWER_TEXT_MESSAGES } from '@/domain/answers/contract';
import { FEE_NOT_BINDING } from '@/domain/answers/fee';
import { readFileSync } from 'node:fs';

const english = parsePo(readFileSync('src/locales/en/messages.po', 'utf8')).entries;
const source = (key: string) => english.find((m) => m.key === key)?.source;

describe('the answer page’s words and the domain', () => {
  it('words every refusal a client can read as the server does', () => {
    const clientRefusals = [
      'answerLinkUnknown',
      'answerLinkUsed',
      'answerLinkExpired',
      'answerReplaced',
      'bookingLinkUnknown',
      'bookingLinkUsed',
      'bookingLinkExpired',
      'noAnswerYet',
      'notATime',
      'slotTaken',
      'slotTooSoon',
      'bookingCancelled',
      'noBooking',
      'sendOnNotAllowed',
      'closed',
    ] as const;
    for (const key of clientRefusals) expect(source(`server.answer.${key}`), key).toBe(ANSWER_MESSAGES[key]);
    for (const key of ['reasonTooShort', 'reasonTooLong', 'noteTooLong', 'plainText', 'noLinks'] as const) {
      expect(source(`server.answerText.${key}`), key).toBe(ANSWER_TEXT_MESSAGES[key]);
    }
  });

  it('words the confirmations and the estimate’s warning as the server does', () => {
    const withFirm = (key: string) => source(key)?.replace(/\{firm\}/g, 'Khumalo Legal Inc.');
    expect(withFirm('answer.booked')).toBe(ANSWER_MESSAGES.booked('Khumalo Legal Inc.'));
    expect(withFirm('answer.timesDeclined')).toBe(ANSWER_MESSAGES.timesDeclined('Khumalo Legal Inc.'));
    expect(source('answer.fee.notBinding')).toBe(FEE_NOT_BINDING);
  });
});
