import { BROWSER_STORAGE } from '@/domain/privacy/browser-storage';
import { CONSENT_PURPOSES } from '@/domain/privacy/consent-purposes';
import { PROCESSORS } from '@/domain/privacy/processors';
import { PERSONAL_RECORDS } from '@/domain/privacy/records';
import { retentionItems } from '@/domain/privacy/retention-policy';
import { LEGAL_DOCUMENTS, type LegalDocument } from './legal-pages';
import type { Block } from './types';

const text = (doc: LegalDocument['key']) => JSON.stringify(LEGAL_DOCUMENTS[doc]);
const tables = (doc: LegalDocument['key']) =>
  LEGAL_DOCUMENTS[doc].sections
    .flatMap((s) => s.blocks)
    .filter((b): b is Extract<Block, { type: 'table' }> => b.type === 'table');
const table = (doc: LegalDocument['key'], caption: string) => tables(doc).find((t) => t.caption === caption)!;

describe('the policies are written from the registries: nothing in code is missing, nothing extra is claimed', () => {
  it('the privacy policy and the DPA annex name every processor, where it is, and the s72 ground of each transfer', () => {
    expect(table('privacy', 'Service providers who receive personal information').rows).toHaveLength(PROCESSORS.length);
    expect(table('dpa', 'Annex: sub-processors').rows).toHaveLength(PROCESSORS.length);
    for (const doc of ['privacy', 'dpa'] as const) {
      for (const p of PROCESSORS) {
        expect(text(doc), `${doc}: ${p.id}`).toContain(p.name);
        expect(text(doc)).toContain(p.country);
        if (p.s72Basis) expect(text(doc)).toContain(p.s72Basis);
      }
    }
    expect(text('privacy')).toContain('Meta Platforms (WhatsApp Business Cloud API)');
    expect(text('privacy')).toContain('BulkSMS');
  });

  it('no page promises that everything stays in South Africa', () => {
    for (const doc of ['privacy', 'paia', 'dpa', 'terms'] as const) expect(text(doc)).not.toMatch(/stays in South Africa/i);
  });

  it('the privacy policy states every retention line and every consent purpose', () => {
    for (const line of retentionItems()) expect(text('privacy')).toContain(JSON.stringify(line).slice(1, -1));
    expect(table('privacy', 'What you can consent to, and how to withdraw').rows).toHaveLength(CONSENT_PURPOSES.length);
    for (const c of CONSENT_PURPOSES) expect(text('privacy')).toContain(c.purpose);
  });

  it('the privacy policy and the PAIA manual list every record, including firms’ answers, bookings and contact checks', () => {
    expect(table('privacy', 'What we store about whom, and who sees it').rows).toHaveLength(PERSONAL_RECORDS.length);
    expect(table('paia', 'Categories of records').rows).toHaveLength(PERSONAL_RECORDS.length + 1);
    for (const r of PERSONAL_RECORDS) expect(text('paia')).toContain(r.record);
    expect(text('privacy')).toContain('Only the firm that answered and you');
  });

  it('the cookie policy lists every browser storage key, the language choice and the kept logo included, and nothing else', () => {
    expect(tables('cookie-policy')).toHaveLength(1);
    expect(table('cookie-policy', 'Browser storage and how long it lasts').rows).toHaveLength(BROWSER_STORAGE.length);
    for (const e of BROWSER_STORAGE) expect(text('cookie-policy')).toContain(e.key);
    expect(text('cookie-policy')).toContain('Language choice');
    expect(text('cookie-policy')).toContain('Logo kept during registration');
  });
});

it('the privacy page carries the summary in every client language, each in its own lang', () => {
  const summary = LEGAL_DOCUMENTS.privacy.sections.find((s) => s.id === 'summary')!;
  const translated = summary.blocks.filter((b): b is Extract<Block, { type: 'translated' }> => b.type === 'translated');
  expect(translated.map((b) => b.lang)).toEqual(['en-ZA', 'zu', 'xh', 'af', 'nso', 'tn', 'st']);
  expect(JSON.stringify(summary)).toContain('The English privacy policy below is the binding text');
});
