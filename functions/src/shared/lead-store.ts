/**
 * The functions' one reader of leads and open leads: the registry's refs (documents.ts) parse with
 * the document schemas in src/domain (the same ones the SPA's converters use).
 */
export { leadRef, openLeadRef } from './documents';
