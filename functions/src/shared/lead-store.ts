/**
 * The functions' one reader of leads and open leads: the registry's refs (documents.ts) parse with
 * the document schemas in src/domain (the same ones the SPA's converters use).
 */
export type { Lead, OpenLead } from '@/domain/leads/lead-documents';
export { leadRef, leadsCollection, openLeadRef, openLeadsCollection } from './documents';
