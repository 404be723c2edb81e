/**
 * The policy text that must follow the code, written from the registries in src/domain/privacy:
 * processors (who receives what, where, on which POPIA s72 ground), the records held, retention,
 * consent purposes and browser storage. legal-pages.ts places these blocks in the privacy policy,
 * the cookie policy, the PAIA manual and the DPA; policy-sections.test.ts checks that every
 * registry entry appears in the rendered pages and nothing else claims to.
 */
import { BROWSER_STORAGE } from '@/domain/privacy/browser-storage';
import { CONSENT_PURPOSES } from '@/domain/privacy/consent-purposes';
import { PROCESSORS, type Processor } from '@/domain/privacy/processors';
import { PERSONAL_RECORDS } from '@/domain/privacy/records';
import { retentionItems } from '@/domain/privacy/retention-policy';
import { POLICY_SUMMARY } from '@/domain/privacy/policy-summary';
import { LOCALES } from '@/domain/shared/locales';
import type { Block } from './types';

const transfer = (p: Processor) => (p.crossBorder ? `Yes: ${p.s72Basis}` : 'No');

export const recordsTable: Block = {
  type: 'table',
  caption: 'What we store about whom, and who sees it',
  head: ['Record', 'Whose', 'What', 'Who sees it'],
  rows: PERSONAL_RECORDS.map((r) => [r.record, r.subjects, r.contents, r.seenBy]),
};

export const processorsTable: Block = {
  type: 'table',
  caption: 'Service providers who receive personal information',
  head: ['Provider', 'For', 'Receives', 'Where', 'Leaves South Africa (POPIA section 72 ground)'],
  rows: PROCESSORS.map((p) => [p.name, p.role, p.receives, p.country, transfer(p)]),
};

export const crossBorderSentence = `Some providers process information outside South Africa: ${PROCESSORS.filter(
  (p) => p.crossBorder,
)
  .map((p) => p.name)
  .join('; ')}. Each transfer rests on a ground in section 72 of POPIA, named in the table.`;

export const retentionList: Block = { type: 'list', items: retentionItems() };

export const consentTable: Block = {
  type: 'table',
  caption: 'What you can consent to, and how to withdraw',
  head: ['Purpose', 'Who is asked', 'Needed to use the service', 'How to withdraw'],
  rows: CONSENT_PURPOSES.map((c) => [c.purpose, c.who, c.required ? 'Yes' : 'No, optional', c.withdraw]),
};

export const browserStorageTable: Block = {
  type: 'table',
  caption: 'Browser storage and how long it lasts',
  head: ['What', 'Name in your browser', 'Purpose', 'How long'],
  rows: BROWSER_STORAGE.map((s) => [s.what, `${s.key}${s.prefix ? '…' : ''} (${s.area})`, s.purpose, s.lasts]),
};

export const paiaRecordsTable: Block = {
  type: 'table',
  caption: 'Categories of records',
  head: ['Record', 'Subjects', 'Available'],
  rows: [
    ['Guides, articles, plan prices and terms', 'None', 'Freely, on this website'],
    ...PERSONAL_RECORDS.map((r) => [r.record, r.subjects, r.available]),
  ],
};

export const subProcessorAnnex: Block = {
  type: 'table',
  caption: 'Annex: sub-processors',
  head: ['Sub-processor', 'Processing', 'Location', 'Cross-border ground (POPIA s72)'],
  rows: PROCESSORS.map((p) => [p.name, p.role, p.country, p.crossBorder ? (p.s72Basis ?? '') : 'Not applicable']),
};

/** The summary in every client language, each in its own lang; the English policy binds (each says so). */
export const summaryBlocks: Block[] = LOCALES.map(({ code, name, htmlLang }) => ({
  type: 'translated',
  lang: htmlLang,
  title: `${name}: ${POLICY_SUMMARY[code].title}`,
  items: POLICY_SUMMARY[code].points,
  note: POLICY_SUMMARY[code].binding,
}));
