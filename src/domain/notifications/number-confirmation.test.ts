import { describe, expect, it } from 'vitest';
import { isConfirmWord, numberPrefix, SMS_BUDGET, smsBudgetCrossed } from './number-confirmation';
import { isStopWord } from './stop-words';

describe('confirming a phone number', () => {
  it('takes YES in every client language, and never a stop word or a sentence', () => {
    for (const word of ['YES', 'yes.', ' Yebo!', 'Ewe', 'ja', 'EE', 'START', 'Ｙｅｓ']) expect(isConfirmWord(word)).toBe(true);
    for (const word of ['STOP', 'Yeka', 'yes please send me the lawyer', 'who is this?', ''])
      expect(isConfirmWord(word)).toBe(false);
    expect(isStopWord('yes')).toBe(false);
  });
  it('counts a number range by the first 7 digits of the E.164 number', () => {
    expect(numberPrefix('+27821234567')).toBe('2782123');
    expect(numberPrefix('+27821239999')).toBe(numberPrefix('+27821230001'));
  });
  it('alerts once: the SMS that first passes the daily budget, not the ones before or after', () => {
    const limit = SMS_BUDGET.dailyBudgetZar / SMS_BUDGET.costPerMessageZar;
    const last = Math.floor(limit);
    expect(smsBudgetCrossed(last - 1, last)).toBe(false);
    expect(smsBudgetCrossed(last, last + 1)).toBe(true);
    expect(smsBudgetCrossed(last + 1, last + 2)).toBe(false);
  });
});
