/**
 * Replies that opt a number out at once, whatever the language the person writes in. Compared
 * after trimming, folding case and dropping trailing punctuation ('Stop.' and 'stop!' count).
 *
 * The non-English words are our own choice and have NOT been reviewed by a native speaker or a
 * professional translator yet (docs/notifications.md, "Opting out"): isiZulu 'yeka' (stop, leave
 * off) and 'misa' (halt); isiXhosa 'yeka' and 'misa'; Afrikaans 'stop', 'stop asseblief' (stop
 * please) and 'staak' (cease); Sepedi 'emiša' / 'emisa' and 'ema' (stop, stand), which
 * Setswana and Sesotho write 'emisa' and 'ema' too. 'UNSUBSCRIBE',
 * 'OPT OUT', 'CANCEL' and 'END' are the carriers' usual English words.
 */
const STOP_WORDS: readonly string[] = [
  // English
  'stop',
  'stop all',
  'unsubscribe',
  'opt out',
  'optout',
  'cancel',
  'end',
  // isiZulu and isiXhosa
  'yeka',
  'misa',
  // Afrikaans
  'stop asseblief',
  'staak',
  // Sepedi
  'ema',
  'emisa',
  'emiša',
];

export function isStopWord(text: string): boolean {
  const folded = text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s.!?,;:]+$/u, '')
    .replace(/\s+/g, ' ');
  return STOP_WORDS.includes(folded);
}
