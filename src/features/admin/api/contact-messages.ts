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
import type { ContactMessageStatus, ContactTopic } from '@/domain';
import { collectionRef, docRef } from '@/lib/firestore';

/** contactMessages/{id} as the inbox reads it (dates as epoch millis). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  status: ContactMessageStatus;
  createdAt: number | null;
}

export const INBOX_PAGE_SIZE = 20;

export interface InboxPage {
  messages: ContactMessage[];
  /** Where the next page starts; null when this page was the last. */
  next: QueryDocumentSnapshot<ContactMessage> | null;
}

/** Contact Us messages, newest first, one bounded page at a time (operators only, by rules). */
export async function listContactMessages(after: InboxPage['next'] = null, size = INBOX_PAGE_SIZE): Promise<InboxPage> {
  const messages = collectionRef<ContactMessage>('contactMessages');
  const q = query(messages, orderBy('createdAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(size + 1));
  const docs = (await getDocs(q)).docs;
  const page = docs.slice(0, size);
  return { messages: page.map((d) => d.data()), next: docs.length > size ? (page[page.length - 1] ?? null) : null };
}

/** Marks a message read or handled; the rules allow operators to change nothing else. */
export async function markContactMessage(id: string, status: Exclude<ContactMessageStatus, 'new'>): Promise<void> {
  await updateDoc(docRef<ContactMessage>('contactMessages', id), { status, updatedAt: serverTimestamp() });
}
