import { BRAND_NAME, formatRand, SUPPORT_EMAIL, VAT_NOTE } from '@/domain';
import { detailsTable, detailsText, htmlFrame, paragraph, str, subjectLine, textFrame, type RenderedMail } from './layout';

function amountText(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatRand(n) : str(value);
}

/**
 * Invoice for a paid tier (spec data: invoiceNumber, date, firm name, contact person, address,
 * email, plan name, amount, description, company details).
 */
export function invoice(data: Record<string, unknown>): RenderedMail {
  const number = str(data.invoiceNumber);
  const company = (data.company && typeof data.company === 'object' ? data.company : {}) as Record<string, unknown>;
  const companyName = str(company.name, BRAND_NAME);
  const title = `Invoice ${number}`;
  const intro = `Thank you for subscribing to ${str(data.planName)}. This is your invoice for your records.`;
  const billTo: [string, string][] = [
    ['Firm', str(data.firmName)],
    ['Contact person', str(data.contactPerson)],
    ['Address', str(data.address)],
    ['Email', str(data.email)],
  ];
  const lines: [string, string][] = [
    ['Invoice number', number],
    ['Date', str(data.date)],
    ['Plan', str(data.planName)],
    ['Description', str(data.description)],
    ['Amount', amountText(data.amount)],
  ];
  const from = `${companyName} · ${str(company.email, SUPPORT_EMAIL)}${str(company.address) ? ` · ${str(company.address)}` : ''}`;
  return {
    subject: subjectLine(`${BRAND_NAME} invoice ${number}`),
    html: htmlFrame(
      title,
      paragraph(intro) +
        '<h2 style="font-size:16px;margin:0 0 8px">Billed to</h2>' +
        detailsTable(billTo) +
        '<h2 style="font-size:16px;margin:0 0 8px">Details</h2>' +
        detailsTable(lines) +
        paragraph(`${VAT_NOTE}.`) +
        paragraph(from),
    ),
    text: textFrame(title, `${intro}\n\nBilled to\n${detailsText(billTo)}\n\nDetails\n${detailsText(lines)}\n\n${VAT_NOTE}.\n${from}`),
  };
}
