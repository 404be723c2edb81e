import type { DocumentData, FirestoreDataConverter } from 'firebase-admin/firestore';
import { leadSchema, openLeadSchema, type Lead, type OpenLead } from '@/domain/leads/lead-documents';
import { parseStored } from '@/domain/shared/stored-date';
import type { z } from 'zod';
import { db } from './admin';

/**
 * The functions' one reader of leads and open leads. Reads parse with the document schemas in
 * src/domain (the same ones the SPA's converters use): a document that does not match fails with
 * its path and the fields that are off, never read as something it is not.
 */
function parsedConverter<S extends z.ZodType>(schema: S, model: string): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot) => parseStored(schema, snapshot.ref.path, snapshot.data(), model),
  };
}

const leadConverter = parsedConverter(leadSchema, 'the lead schema');
const openLeadConverter = parsedConverter(openLeadSchema, 'the open-lead schema');

export type { Lead, OpenLead };

export const leadRef = (leadId: string) => db.collection('leads').doc(leadId).withConverter(leadConverter);
export const openLeadRef = (openLeadId: string) => db.collection('openLeads').doc(openLeadId).withConverter(openLeadConverter);
