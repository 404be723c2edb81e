import {
  adminUpdateFailedMessage,
  adminUpdateFirmInputSchema,
  isPdfFile,
  looksLikePdf,
  processPdfUploadInputSchema,
  saveBlogPostInputSchema,
} from './operator-contract';

describe('adminUpdateFailedMessage', () => {
  it.each([
    ['plan', 'Failed to update subscription: boom'],
    ['featured', 'Failed to update featured status: boom'],
    ['province', 'Failed to update province: boom'],
  ] as const)('words a %s failure the way the spec does', (field, expected) => {
    expect(adminUpdateFailedMessage(field, 'boom')).toBe(expected);
  });
});

describe('adminUpdateFirmInputSchema', () => {
  it('accepts each kind of change', () => {
    for (const change of [
      { field: 'plan', value: 'premium_plus' },
      { field: 'featured', value: false },
      { field: 'province', value: 'KwaZulu-Natal' },
    ]) {
      expect(adminUpdateFirmInputSchema.safeParse({ firmId: 'f1', change }).success).toBe(true);
    }
  });
  it('refuses a value that belongs to another field', () => {
    expect(adminUpdateFirmInputSchema.safeParse({ firmId: 'f1', change: { field: 'featured', value: 'premium' } }).success).toBe(
      false,
    );
    expect(adminUpdateFirmInputSchema.safeParse({ firmId: 'f1', change: { field: 'plan', value: 'Gauteng' } }).success).toBe(
      false,
    );
  });
});

describe('saveBlogPostInputSchema', () => {
  const post = { title: 'T', excerpt: 'E', content: '<p>C</p>', imageUrl: 'https://x.test/a.png' };
  it('defaults status to published, author and category to the house values', () => {
    const parsed = saveBlogPostInputSchema.parse(post);
    expect(parsed).toMatchObject({ status: 'published', author: 'RegMatch Editorial Team', category: 'Legal Insights' });
  });
  it('refuses markup in plain fields but allows it in content', () => {
    expect(saveBlogPostInputSchema.safeParse({ ...post, excerpt: '<b>x</b>' }).error?.issues[0]?.message).toBe(
      'Please remove HTML tags from your text',
    );
    expect(saveBlogPostInputSchema.safeParse({ ...post, content: '<h2>x</h2>' }).success).toBe(true);
  });
  it('keeps "Divorce < 1 year" as ordinary prose', () => {
    expect(saveBlogPostInputSchema.safeParse({ ...post, title: 'Divorce < 1 year' }).success).toBe(true);
  });
});

describe('PDF checks', () => {
  it('recognises a PDF by its signature, not its name', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('<html>'))).toBe(false);
  });
  it('accepts a picked file by type, or by name when the browser gives no type', () => {
    expect(isPdfFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'a.pdf', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'a.pdf', type: 'image/png' })).toBe(false);
    expect(isPdfFile({ name: 'a.txt', type: 'text/plain' })).toBe(false);
  });
  it('takes the file itself, never an address to fetch', () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/pdfs%2F1_a.pdf?alt=media&token=t';
    expect(processPdfUploadInputSchema.safeParse({ pdfUrl: url }).success).toBe(false);
    expect(processPdfUploadInputSchema.safeParse({ pdfBase64: 'JVBERi0xLjQK', fileName: 'a.pdf' }).success).toBe(true);
  });
});
