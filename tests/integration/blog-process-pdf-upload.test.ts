import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FIXTURE_PARAGRAPHS, FIXTURE_TITLE } from '../fixtures/make-blog-pdf';
import { callFunction, idTokenFor } from './emulator-clients';

const run = Date.now().toString(36);
const fixture = readFileSync(new URL('../fixtures/blog-import.pdf', import.meta.url)).toString('base64');
let adminToken: string;

interface Result {
  title: string;
  content: string;
  excerpt: string;
  pagesRead: number;
  truncated: boolean;
}

async function pdfWithPages(pages: number): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) pdf.addPage([300, 300]).drawText(`Page ${i} text.`, { x: 20, y: 200, size: 12, font });
  return Buffer.from(await pdf.save()).toString('base64');
}

beforeAll(async () => {
  adminToken = await idTokenFor(`pdf-ops-${run}@regmatch.test`, { admin: true });
});

describe('processPdfUpload', () => {
  it('extracts the title, clean paragraphs and an excerpt from the fixture PDF', async () => {
    const result = await callFunction<Result>(
      'processPdfUpload',
      { pdfBase64: fixture, fileName: 'blog-import.pdf' },
      adminToken,
    );
    expect(result.error).toBeUndefined();
    expect(result.data!.title).toBe(FIXTURE_TITLE);
    expect(result.data!.content).toBe(FIXTURE_PARAGRAPHS.map((p) => `<p>${p}</p>`).join(''));
    expect(result.data!.excerpt).toBe(FIXTURE_PARAGRAPHS[0]);
    expect(result.data).toMatchObject({ pagesRead: 1, truncated: false });
  });

  it('reads at most 30 pages of a longer PDF and says so', async () => {
    const result = await callFunction<Result>(
      'processPdfUpload',
      { pdfBase64: await pdfWithPages(32), fileName: 'long.pdf' },
      adminToken,
    );
    expect(result.data).toMatchObject({ pagesRead: 30, truncated: true });
    expect(result.data!.content).toContain('Page 30 text.');
    expect(result.data!.content).not.toContain('Page 31 text.');
  });

  it('refuses a file that is not a PDF whatever its name', async () => {
    const notPdf = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const result = await callFunction('processPdfUpload', { pdfBase64: notPdf, fileName: 'evil.pdf' }, adminToken);
    expect(result.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Please select a PDF file' });
  });

  it('answers "Failed to process PDF. Please try again." for a damaged PDF', async () => {
    const damaged = Buffer.from('%PDF-1.7\nthis is not really a pdf').toString('base64');
    const result = await callFunction('processPdfUpload', { pdfBase64: damaged, fileName: 'broken.pdf' }, adminToken);
    expect(result.error?.message).toBe('Failed to process PDF. Please try again.');
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await callFunction('processPdfUpload', { pdfBase64: fixture, fileName: 'a.pdf' })).error?.status).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a firm user', async () => {
    const token = await idTokenFor(`pdf-firm-${run}@regmatch.test`, { firmId: 'firm-pdf' });
    expect((await callFunction('processPdfUpload', { pdfBase64: fixture, fileName: 'a.pdf' }, token)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
  });

  it.each([
    ['missing input', {}],
    ['a non-PDF file name', { pdfBase64: fixture, fileName: 'photo.jpg' }],
    ['base64 of the wrong type', { pdfBase64: 123, fileName: 'a.pdf' }],
    ['text that is not base64', { pdfBase64: '<script>alert(1)</script>', fileName: 'a.pdf' }],
    ['a file over 7 MB', { pdfBase64: 'A'.repeat(9_800_000), fileName: 'big.pdf' }],
    ['an address to fetch instead of the file (pdfs/ is closed)', { pdfUrl: 'http://169.254.169.254/latest/meta-data' }],
  ])('rejects %s with invalid-argument', async (_name, input) => {
    expect((await callFunction('processPdfUpload', input, adminToken)).error?.status).toBe('INVALID_ARGUMENT');
  });
});
