import {
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { ContactMessageDocument, ContactMessageStatus } from '@/domain/mail/messages-contract';
import { contactMessageRef, contactMessagesRef, type WithId } from '@/lib/firestore';

/** contactMessages/{id} as the inbox reads it (dates as epoch millis). */
export type ContactMessage = WithId<ContactMessageDocument>;

const INBOX_PAGE_SIZE = 20;

export interface InboxPage {
  messages: ContactMessage[];
  /** Where the next page starts; null when this page was the last. */
  next: QueryDocumentSnapshot<ContactMessage> | null;
}

/** Contact Us messages, newest first, one bounded page at a time (operators only, by rules). */
export async function listContactMessages(after: InboxPage['next'] = null, size = INBOX_PAGE_SIZE): Promise<InboxPage> {
  const q = query(contactMessagesRef(), orderBy('createdAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(size + 1));
  const docs = (await getDocs(q)).docs;
  const page = docs.slice(0, size);
  return { messages: page.map((d) => d.data()), next: docs.length > size ? (page[page.length - 1] ?? null) : null };
}

/** Marks a message read or handled; the rules allow operators to change nothing else. */
export async function markContactMessage(id: string, status: Exclude<ContactMessageStatus, 'new'>): Promise<void> {
  await updateDoc(contactMessageRef(id), { status, updatedAt: serverTimestamp() });
}
