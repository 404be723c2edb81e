import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, EmptyState, LoadingBlock } from '@/components/ui';
import { contactTopicLabel, type ContactMessageStatus } from '@/domain/mail/messages-contract';
import { listContactMessages, markContactMessage, type ContactMessage, type InboxPage } from '../api/contact-messages';
import { formatSastDateTime } from '@/domain/shared/format';
import { useMutation } from '@/lib/use-mutation';

const STATUS_LABEL: Record<ContactMessageStatus, string> = { new: 'New', read: 'Read', handled: 'Handled' };
const STATUS_CLASS: Record<ContactMessageStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  read: 'bg-slate-100 text-slate-800',
  handled: 'bg-emerald-100 text-emerald-900',
};
const when = (millis: number | null) => (millis === null ? '' : formatSastDateTime(millis));

const couldNotMark = (message: ContactMessage, status: ContactMessageStatus) =>
  `Could not mark the message from ${message.name} as ${status}. Please try again.`;

/** One message with its "mark as" buttons; each button is its own mutation, worded for its status. */
function InboxMessage({
  message: m,
  onStatus,
}: {
  message: ContactMessage;
  onStatus: (id: string, status: ContactMessageStatus) => void;
}) {
  const markAs = (status: 'read' | 'handled') => async () => {
    const before = m.status;
    onStatus(m.id, status);
    await markContactMessage(m.id, status).catch((error: unknown) => {
      onStatus(m.id, before);
      throw error;
    });
  };
  const markRead = useMutation(markAs('read'), { words: [], fallback: couldNotMark(m, 'read') });
  const markHandled = useMutation(markAs('handled'), { words: [], fallback: couldNotMark(m, 'handled') });
  const failure = markRead.failure ?? markHandled.failure;
  // One failure at a time: starting either change clears what the other said.
  const start = (mine: typeof markRead, other: typeof markRead) => () => {
    other.clearFailure();
    void mine.mutate();
  };
  return (
    <article aria-label={`Message from ${m.name}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{m.name}</p>
          <p className="text-sm break-all text-slate-700">
            <a className="text-brand-700 underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[m.status]}`}>
          {STATUS_LABEL[m.status]}
        </span>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {contactTopicLabel(m.topic)} · {when(m.createdAt)}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{m.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {m.status === 'new' && (
          <Button variant="secondary" size="sm" busy={markRead.busy} onClick={start(markRead, markHandled)}>
            Mark as read
          </Button>
        )}
        {m.status !== 'handled' && (
          <Button variant="secondary" size="sm" busy={markHandled.busy} onClick={start(markHandled, markRead)}>
            Mark as handled
          </Button>
        )}
      </div>
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
    </article>
  );
}

/** Contact Us messages, newest first, a page at a time; each can be marked read, then handled. */
export function ContactInbox() {
  const [messages, setMessages] = useState<ContactMessage[] | null>(null);
  const [next, setNext] = useState<InboxPage['next']>(null);
  const [loadError, setLoadError] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(() => {
    setLoadError(false);
    setMessages(null);
    listContactMessages().then(
      (page) => {
        setMessages(page.messages);
        setNext(page.next);
      },
      () => setLoadError(true),
    );
  }, []);
  useEffect(load, [load]);

  async function more() {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await listContactMessages(next);
      setMessages((prev) => [...(prev ?? []), ...page.messages]);
      setNext(page.next);
    } catch {
      setLoadError(true);
    } finally {
      setLoadingMore(false);
    }
  }

  // The message shows its new status at once and goes back if the server refuses the change.
  const setStatus = (id: string, status: ContactMessageStatus) =>
    setMessages((prev) => (prev ?? []).map((m) => (m.id === id ? { ...m, status } : m)));

  if (loadError) {
    return (
      <Alert tone="error" title="Failed to load messages">
        <Button variant="secondary" size="sm" className="mt-2" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!messages) return <LoadingBlock label="Loading messages..." />;
  if (messages.length === 0) return <EmptyState title="No messages yet">Messages sent from Contact Us appear here.</EmptyState>;

  return (
    <section aria-labelledby="inbox-heading" className="space-y-4">
      <h2 id="inbox-heading" className="text-xl font-semibold text-slate-900">
        Contact Us inbox
      </h2>
      <ul className="space-y-3">
        {messages.map((m) => (
          <li key={m.id}>
            <InboxMessage message={m} onStatus={setStatus} />
          </li>
        ))}
      </ul>
      {next && (
        <Button variant="secondary" busy={loadingMore} onClick={() => void more()}>
          Show more messages
        </Button>
      )}
    </section>
  );
}
