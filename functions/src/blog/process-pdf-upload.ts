import { HttpsError } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import {
  looksLikePdf,
  OPERATOR_MESSAGES,
  PDF_MAX_BYTES,
  PDF_MAX_PAGES,
  PDF_TIME_LIMIT_MS,
  type ProcessPdfUploadInput,
  type ProcessPdfUploadResult,
} from '@/domain/shared/operator-contract';
import { callable, callableError } from '../shared/callable';
import { paragraphsFromLines, postFromPdf, type PdfLine } from './pdf-paragraphs';

const tooLarge = () => callableError('pdf-too-large', 'The PDF is larger than 7 MB. Please choose a smaller file.');
const failed = () => callableError('pdf-unreadable', OPERATOR_MESSAGES.pdfFailed);

function bytesOf(input: ProcessPdfUploadInput): { bytes: Uint8Array; fileName: string } {
  const bytes = new Uint8Array(Buffer.from(input.pdfBase64, 'base64'));
  if (bytes.length > PDF_MAX_BYTES) throw tooLarge();
  return { bytes, fileName: input.fileName };
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
}

/** Text lines of the first PDF_MAX_PAGES pages, each with its page and height on the page. */
async function extractLines(bytes: Uint8Array): Promise<{ lines: PdfLine[]; pages: number; title: string | null }> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes);
  try {
    const pages = Math.min(pdf.numPages, PDF_MAX_PAGES);
    const lines: PdfLine[] = [];
    for (let page = 1; page <= pages; page++) {
      const content = await (await pdf.getPage(page)).getTextContent();
      let text = '';
      let y = 0;
      for (const item of content.items as TextItem[]) {
        const itemY = item.transform?.[5] ?? y;
        if (text && Math.abs(itemY - y) > 1) {
          lines.push({ page, y, text });
          text = '';
        }
        if (!text) y = itemY;
        text += item.str ?? '';
        if (item.hasEOL) {
          lines.push({ page, y, text });
          text = '';
        }
      }
      if (text) lines.push({ page, y, text });
    }
    const meta = (await pdf.getMetadata().catch(() => null)) as { info?: { Title?: unknown } } | null;
    const title = typeof meta?.info?.Title === 'string' ? meta.info.Title : null;
    return { lines, pages: pdf.numPages, title };
  } finally {
    await pdf.destroy();
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(callableError('pdf-timeout', OPERATOR_MESSAGES.pdfFailed)), PDF_TIME_LIMIT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Turns an operator's PDF into a draft for review: title, clean <p> paragraphs and an excerpt.
 * Bounded in size, pages and time, so one odd file cannot tie up an instance.
 */
export const processPdfUpload = callable('processPdfUpload', {
  access: 'admin',
  handler: async (input): Promise<ProcessPdfUploadResult> => {
    const { bytes, fileName } = bytesOf(input);
    if (!looksLikePdf(bytes)) throw callableError('not-a-pdf', OPERATOR_MESSAGES.selectPdf);
    let extracted;
    try {
      extracted = await withTimeout(extractLines(bytes));
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.warn('PDF extraction failed', { error: String(error) });
      throw failed();
    }
    const paragraphs = paragraphsFromLines(extracted.lines);
    if (paragraphs.length === 0) {
      throw callableError(
        'pdf-without-text',
        'This PDF has no selectable text (it may be a scan). Please use a PDF that contains text.',
      );
    }
    const post = postFromPdf(paragraphs, extracted.title, fileName);
    return { ...post, pagesRead: Math.min(extracted.pages, PDF_MAX_PAGES), truncated: extracted.pages > PDF_MAX_PAGES };
  },
});
