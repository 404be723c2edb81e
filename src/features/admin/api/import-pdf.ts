import { PDF_MAX_BYTES, type ProcessPdfUploadResult } from '@/domain/shared/operator-contract';
import { call } from '@/lib/callable';

export class PdfTooLargeError extends Error {}

/** base64 of a file's bytes, in chunks so a large PDF does not overflow the call stack. */
async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Sends the PDF to processPdfUpload and returns the draft to review. The bytes travel in the
 * call itself, which works with or without Storage and leaves no file behind.
 */
export async function importPdf(file: File): Promise<ProcessPdfUploadResult> {
  if (file.size > PDF_MAX_BYTES) throw new PdfTooLargeError('The PDF is larger than 7 MB. Please choose a smaller file.');
  return call('processPdfUpload', { pdfBase64: await toBase64(file), fileName: file.name });
}

export { reasonOf } from '@/lib/callable';
