import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, EmptyState, LoadingBlock } from '@/components/ui';
import { contactTopicLabel, type ContactMessageStatus } from '@/domain/mail/messages-contract';
import { listContactMessages, markContactMessage, type ContactMessage, type InboxPage } from '../api/contact-messages';
import { formatSastDateTime } from '@/domain/shared/format';

const STATUS_LABEL: Record<ContactMessageStatus, string> = { new: 'New', read: 'Read', handled: 'Handled' };
const STATUS_CLASS: Record<ContactMessageStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  read: 'bg-slate-100 text-slate-800',
  handled: 'bg-emerald-100 text-emerald-900',
};
const when = (millis: number | null) => (millis === null ? '' : formatSastDateTime(millis));

/** Contact Us messages, newest first, a page at a time; each can be marked read, then handled. */
export function ContactInbox() {
  const [messages, setMessages] = useState<ContactMessage[] | null>(null);
  const [next, setNext] = useState<InboxPage['next']>(null);
  const [loadError, setLoadError] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

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

  async function mark(message: ContactMessage, status: 'read' | 'handled') {
    setFailed(null);
    setMessages((prev) => (prev ?? []).map((m) => (m.id === message.id ? { ...m, status } : m)));
    try {
      await markContactMessage(message.id, status);
    } catch {
      setMessages((prev) => (prev ?? []).map((m) => (m.id === message.id ? message : m)));
      setFailed(`Could not mark the message from ${message.name} as ${status}. Please try again.`);
    }
  }

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
      {failed && <Alert tone="error">{failed}</Alert>}
      <ul className="space-y-3">
        {messages.map((m) => (
          <li key={m.id}>
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
                  <Button variant="secondary" size="sm" onClick={() => void mark(m, 'read')}>
                    Mark as read
                  </Button>
                )}
                {m.status !== 'handled' && (
                  <Button variant="secondary" size="sm" onClick={() => void mark(m, 'handled')}>
                    Mark as handled
                  </Button>
                )}
              </div>
            </article>
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
