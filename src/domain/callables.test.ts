import { CALLABLE_ERROR_CODES, CALLABLE_ERROR_REASONS, parseCallableErrorDetails } from './callable-errors';
import { acceptOpenLeadInputSchema } from './firms/registration';
import { contactFirmInputSchema } from './matching/criteria';
import { DOCUMENT_ID_MAX_LENGTH, documentIdSchema, FIRESTORE_ID_MAX_BYTES, isValidDocumentId } from './shared/fields';
import { adminUpdateFirmInputSchema, saveBlogPostInputSchema } from './shared/operator-contract';

describe('callable error details', () => {
  it('every reason maps to one status code a person can act on, never internal', () => {
    expect(CALLABLE_ERROR_REASONS.length).toBe(Object.keys(CALLABLE_ERROR_CODES).length);
    expect(Object.values(CALLABLE_ERROR_CODES)).not.toContain('internal');
  });

  it('reads a reason and field as the server sends them', () => {
    expect(parseCallableErrorDetails({ reason: 'email-domain-taken', field: 'email' })).toEqual({
      reason: 'email-domain-taken',
      field: 'email',
    });
    expect(parseCallableErrorDetails({ reason: 'lead-limit-reached' })).toEqual({ reason: 'lead-limit-reached' });
  });

  it('ignores details that are not ours rather than guessing', () => {
    expect(parseCallableErrorDetails(undefined)).toBeNull();
    expect(parseCallableErrorDetails({ field: 'email' })).toBeNull();
    expect(parseCallableErrorDetails({ reason: 'made-up' })).toBeNull();
  });
});

describe('documentIdSchema', () => {
  const schema = documentIdSchema('Please choose a firm');

  it.each([
    ['.', 'a single dot'],
    ['..', 'two dots'],
    ['__x__', 'a reserved name'],
    ['____', 'a reserved name of underscores only'],
    ['__a\nb__', 'a reserved name across lines'],
    ['a/b', 'a path'],
    ['', 'nothing'],
    ['   ', 'only spaces'],
    ['x'.repeat(DOCUMENT_ID_MAX_LENGTH + 1), 'an id longer than we hand out'],
  ])('refuses %j (%s) with the given message', (id) => {
    expect(schema.safeParse(id).error?.issues[0]?.message).toBe('Please choose a firm');
  });

  it.each(['x7Gq2mP9aB3cD4eF5gH6', 'accepted-abc', '_x_', '__x', 'x__', 'firm.one', '...x'])('accepts %j', (id) => {
    expect(schema.safeParse(id).success).toBe(true);
  });

  it('counts Firestore’s limit in UTF-8 bytes, not characters', () => {
    expect(isValidDocumentId('é'.repeat(FIRESTORE_ID_MAX_BYTES / 2))).toBe(true);
    expect(isValidDocumentId(`${'é'.repeat(FIRESTORE_ID_MAX_BYTES / 2)}x`)).toBe(false);
  });

  it('guards every callable input that names a document', () => {
    expect(contactFirmInputSchema.shape.firmId.safeParse('..').success).toBe(false);
    expect(acceptOpenLeadInputSchema.shape.openLeadId.safeParse('__x__').success).toBe(false);
    expect(adminUpdateFirmInputSchema.shape.firmId.safeParse('.').success).toBe(false);
    const post = { title: 'T', excerpt: 'E', content: '<p>C</p>', imageUrl: 'https://img.test/a.png' };
    expect(saveBlogPostInputSchema.safeParse({ ...post, id: '__x__' }).success).toBe(false);
    expect(saveBlogPostInputSchema.safeParse({ ...post, id: 'abc_123' }).success).toBe(true);
  });
});
