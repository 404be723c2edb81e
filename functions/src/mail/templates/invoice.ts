import { VAT_RATE, vatBreakdown } from '@/domain/payments/vat';
import { BRAND_NAME, SUPPLIER } from '@/domain/shared/brand';
import { formatCents } from '@/domain/shared/money';
import type { MailData } from '../contracts';
import { detailsTable, detailsText, escapeHtml, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

const VAT_PERCENT = `${Math.round(VAT_RATE * 100)}%`;

/**
 * A South African tax invoice for one subscription payment (VAT Act s20): the words 'Tax
 * Invoice', the supplier's name, address and VAT number, the invoice number and date, the
 * recipient, what was supplied, the amount excluding VAT, the VAT and the total. Plan prices
 * include VAT, so the total is what was charged and the parts are split from it.
 */
export function invoice(data: MailData<'invoice'>): RenderedMail {
  const { exclusiveCents, vatCents, totalCents } = vatBreakdown(data.totalCents);
  const title = `Tax Invoice ${data.invoiceNumber}`;
  const intro = `Thank you for subscribing to ${data.planName}. This is your tax invoice for your records.`;
  const supplier: [string, string][] = [
    ['Supplier', SUPPLIER.legalName],
    ['Address', SUPPLIER.address],
    ['VAT number', SUPPLIER.vatNumber],
    ['Email', SUPPLIER.email],
  ];
  const header: [string, string][] = [
    ['Invoice number', data.invoiceNumber],
    ['Date', data.date],
    ['Payment reference', data.paymentReference],
  ];
  const recipient: [string, string][] = [
    ['Firm', data.recipient.firmName],
    ['Contact person', data.recipient.contactPerson ?? ''],
    ['Address', data.recipient.address ?? ''],
    ['Email', data.recipient.email],
    ['VAT number', data.recipient.vatNumber ?? ''],
  ];
  const lines: [string, string][] = [
    ['Plan', data.planName],
    ['Description', data.description],
    ['Amount excl. VAT', formatCents(exclusiveCents)],
    [`VAT (${VAT_PERCENT})`, formatCents(vatCents)],
    ['Total (incl. VAT)', formatCents(totalCents)],
  ];
  const section = (heading: string) => `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(heading)}</h2>`;
  return {
    subject: subjectLine(`${BRAND_NAME} tax invoice ${data.invoiceNumber}`),
    html: htmlFrame(
      title,
      paragraph(intro) +
        section('From') +
        detailsTable(supplier) +
        detailsTable(header) +
        section('To') +
        detailsTable(recipient) +
        section('Supply') +
        detailsTable(lines),
    ),
    text: textFrame(
      title,
      `${intro}\n\nFrom\n${detailsText(supplier)}\n\n${detailsText(header)}\n\nTo\n${detailsText(recipient)}\n\nSupply\n${detailsText(lines)}`,
    ),
  };
}
