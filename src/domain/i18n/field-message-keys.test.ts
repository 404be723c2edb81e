// The wizard's field messages are translated by the keys their constants name, never by looking
// their English up in a catalog. Every message the wizard's schema gives for the answers below
// (each refused in every way the schemas refuse it) has a key, and every key reads, in English,
// exactly as the schema's message.
import { matchingWizardSchema, type MatchingWizardAnswers } from '../matching/wizard';
import { EMPTY_WIZARD_ANSWERS } from '../matching/wizard-empty';
import { LOCALE_CODES } from '../shared/locales';
import { fieldMessageKey } from './field-message-keys';
import { translator } from './translate';

const EMPTY = EMPTY_WIZARD_ANSWERS;

const REFUSED: Partial<MatchingWizardAnswers>[] = [
  { userType: 'person' },
  { userType: 'business' },
  { userType: 'person', email: 'not-an-address', firstName: 'Thandi <b>', lastName: 'x'.repeat(500), city: '<p>Durban</p>' },
  { userType: 'person', legalNeed: 'zzzz', description: '<script>alert(1)</script>', lawyerLanguage: 'klingon' },
  { userType: 'business', companyName: 'x'.repeat(500), additionalDetails: 'y'.repeat(50_000) },
  { userType: 'person', messagingOptIn: true },
  { userType: 'person', messagingOptIn: true, messagingPhone: '123' },
];

const messagesGiven = () =>
  new Set(
    REFUSED.flatMap((answers) => matchingWizardSchema.safeParse({ ...EMPTY, ...answers }).error?.issues ?? []).map(
      (issue) => issue.message,
    ),
  );

describe("the wizard's field messages", () => {
  it('each has a catalog key', () => {
    const given = [...messagesGiven()];
    expect(given.length).toBeGreaterThan(15);
    expect(given.filter((message) => fieldMessageKey(message) === null)).toEqual([]);
  });

  it('read in English exactly as the schema words them, and in every other language otherwise', () => {
    for (const message of messagesGiven()) {
      const { key, values } = fieldMessageKey(message)!;
      expect(translator('en')(key, values)).toBe(message);
      for (const locale of LOCALE_CODES.filter((l) => l !== 'en'))
        expect(translator(locale)(key, values), locale).not.toBe(message);
    }
  });

  it('has no key for a message no schema gives (shown as it came)', () => {
    expect(fieldMessageKey('Please use some characters or fewer')).toBeNull();
    expect(fieldMessageKey('Please enter your first name.')).toBeNull();
  });
});
