import type { RequestEvent } from '@/domain/leads/my-request';
import { formatSastDateTime } from '@/domain/shared/format';
import type { Locale } from '@/domain/shared/locales';
import { t, type MessageKey } from '@/lib/i18n/runtime';

/** One step in words, in the page's language (requestEventText in src/domain words it in English). */
const EVENT_KEY: Record<RequestEvent['kind'], MessageKey> = {
  sent: 'timeline.sent',
  seen: 'timeline.seen',
  contacted: 'timeline.contacted',
  lapsed: 'timeline.lapsed',
  'sent-on': 'timeline.sentOn',
  withdrawn: 'timeline.withdrawn',
};
const eventText = (event: RequestEvent) => t(EVENT_KEY[event.kind], { firm: event.firmName });

/** Marks that say what kind of step it was, beside the words (never colour alone). */
const MARK: Record<RequestEvent['kind'], { sign: string; className: string }> = {
  sent: { sign: '→', className: 'bg-brand-100 text-brand-900' },
  'sent-on': { sign: '↪', className: 'bg-brand-100 text-brand-900' },
  seen: { sign: '◉', className: 'bg-slate-100 text-slate-800' },
  contacted: { sign: '✓', className: 'bg-emerald-100 text-emerald-900' },
  lapsed: { sign: '⚠', className: 'bg-amber-100 text-amber-900' },
  withdrawn: { sign: '✕', className: 'bg-slate-100 text-slate-800' },
};

/** What happened to the request, oldest first, across every firm it went to. */
export function RequestTimeline({ events, locale = 'en' }: { events: RequestEvent[]; locale?: Locale }) {
  return (
    <section aria-labelledby="request-timeline" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="request-timeline" className="font-semibold text-brand-950">
        {t('timeline.title')}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('timeline.empty')}</p>
      ) : (
        <ol className="mt-4 space-y-4" aria-label={t('timeline.label')}>
          {events.map((event, i) => (
            <li key={`${event.kind}-${event.at}-${i}`} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm ${MARK[event.kind].className}`}
              >
                {MARK[event.kind].sign}
              </span>
              <div className="min-w-0">
                <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{eventText(event)}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={event.at}>{formatSastDateTime(event.at, locale)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
