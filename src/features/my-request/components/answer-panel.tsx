import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, cn, TextAreaField } from '@/components/ui';
import { ANSWER_LIMITS, changeReasonSchema, type AnswerOfferView, type OfferedSlotView } from '@/domain/answers/contract';
import { answerTextKey } from '@/domain/i18n/answer-message-keys';
import type { TranslatedCallable } from '@/domain/i18n/refusal-keys';
import { LEGAL_AID } from '@/domain/matching/legal-aid';
import { keyedMessage } from '@/lib/i18n/refusal-wording';
import { refusalWording } from '@/lib/i18n/refusals';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMutation } from '@/lib/use-mutation';
import {
  bookConsultation,
  cancelMyBooking,
  closeMyRequestFromAnswer,
  declineAnswerTimes,
  moveMyBooking,
  sendOnFromAnswer,
} from '../api/answer';
import { callbackWords, feeLines, slotHow, slotWhen } from './answer-words';

/** What the client just did, said once at the top of the panel (each action confirms what happened). */
type Done =
  | { kind: 'booked' }
  | { kind: 'times-declined' }
  | { kind: 'closed' }
  | { kind: 'sent-on'; firmName: string }
  | { kind: 'none-left' }
  | { kind: 'moved' }
  | { kind: 'cancelled' };

/**
 * The firm's answer on the client's page: the message, the estimate (not binding, paid to the firm
 * directly), the times with one tap to book (a taken time shows as taken) or the callback window,
 * and "none of these times suit me", "I no longer need help", "send my request to another firm".
 * A booked consultation shows with move and cancel, each with a reason. `canChangeBooking` is
 * false when the token is an answer link (a booking is changed from the booking email's link or
 * the request page); `onChanged` reloads the view after an action.
 */
export function AnswerPanel({
  token,
  view,
  chosenTime = null,
  canChangeBooking,
  onChanged,
}: {
  token: string;
  view: AnswerOfferView;
  /** The time the client chose in the email (its link carries it): shown first and marked. */
  chosenTime?: number | null;
  canChangeBooking: boolean;
  onChanged: () => void;
}) {
  const { locale } = useLocale();
  const [done, setDone] = useState<Done | null>(null);
  const finish = (next: Done) => {
    setDone(next);
    onChanged();
  };
  const firm = view.firmName;
  // Once the client has acted here, the choices go at once (the reloaded view confirms it).
  const open = view.state === 'open' && done === null;
  const booking = view.booking;

  return (
    <section aria-labelledby="answer-title" className="space-y-5">
      <div>
        <h2 id="answer-title" className="text-xl font-semibold text-brand-950 [overflow-wrap:anywhere]">
          {t('answer.title', { firm })}
        </h2>
        {view.replacesEarlier && <p className="mt-1 text-sm text-slate-700">{t('answer.replacesEarlier', { firm })}</p>}
      </div>
      {done && <DoneNotice done={done} firm={firm} />}
      {!done && <StateNotice view={view} />}
      {booking && <BookingCard token={token} view={view} canChange={canChangeBooking} onDone={finish} />}

      <Card>
        {view.message && (
          <>
            <h3 className="font-semibold text-brand-950">{t('answer.messageHeading', { firm })}</h3>
            <p className="mt-2 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{view.message}</p>
          </>
        )}
        <h3 className={cn('font-semibold text-brand-950', view.message && 'mt-5')}>{t('answer.feeHeading')}</h3>
        <ul className="mt-2 space-y-1 text-slate-900">
          {feeLines(view.fee, locale).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm font-semibold text-slate-900">{t('answer.fee.notBinding')}</p>
        <p className="text-sm text-slate-700">{t('answer.fee.payDirectly')}</p>
      </Card>

      {view.offer.kind === 'callback' ? (
        <Card>
          <p className="text-slate-900">{callbackWords(firm, view.offer, locale)}</p>
        </Card>
      ) : (
        open && <TimesCard token={token} firm={firm} slots={view.offer.slots} chosenTime={chosenTime} onDone={finish} />
      )}

      {open && <OtherChoices token={token} view={view} onDone={finish} />}
    </section>
  );
}

function DoneNotice({ done, firm }: { done: Done; firm: string }) {
  const text: Record<Done['kind'], string> = {
    booked: t('answer.booked', { firm }),
    'times-declined': t('answer.timesDeclined', { firm }),
    closed: t('server.answer.closed'),
    'sent-on': t('answer.sendOn.sent', { firm: done.kind === 'sent-on' ? done.firmName : firm }),
    'none-left': t('answer.sendOn.noneLeft'),
    moved: t('answer.booking.moved', { firm }),
    cancelled: t('answer.booking.cancelled', { firm }),
  };
  if (done.kind === 'none-left') {
    return (
      <Alert tone="info" title={text['none-left']}>
        {t('answer.sendOn.legalAid', { phone: LEGAL_AID.adviceLine })}
      </Alert>
    );
  }
  return <Alert tone="success">{text[done.kind]}</Alert>;
}

/** Where the answer stands when the client opens it (nothing to say while it is open). */
function StateNotice({ view }: { view: AnswerOfferView }) {
  const firm = view.firmName;
  switch (view.state) {
    case 'times-declined':
      return <Alert tone="info">{t('answer.state.timesDeclined', { firm })}</Alert>;
    case 'closed':
      return <Alert tone="info">{t('server.answer.closed')}</Alert>;
    case 'sent-on':
      return <Alert tone="info">{t('answer.state.sentOn')}</Alert>;
    case 'replaced':
      return <Alert tone="warning">{t('server.answer.answerReplaced')}</Alert>;
    case 'withdrawn':
      return <Alert tone="info">{t('answer.state.withdrawn')}</Alert>;
    case 'expired':
      return <Alert tone="warning">{t('server.answer.answerLinkExpired')}</Alert>;
    default:
      return null;
  }
}

function TimesCard({
  token,
  firm,
  slots,
  chosenTime,
  onDone,
}: {
  token: string;
  firm: string;
  slots: OfferedSlotView[];
  chosenTime: number | null;
  onDone: (done: Done) => void;
}) {
  const { locale } = useLocale();
  const ordered = [...slots].sort((a, b) => Number(b.startsAt === chosenTime) - Number(a.startsAt === chosenTime));
  const [picked, setPicked] = useState<number | null>(null);
  const book = useMutation(async (startsAt: number) => {
    setPicked(startsAt);
    await bookConsultation(token, startsAt);
    onDone({ kind: 'booked' });
  }, refusalWording('bookConsultation'));
  return (
    <Card>
      <h3 className="font-semibold text-brand-950">{t('answer.timesHeading')}</h3>
      <p className="mt-1 text-sm text-slate-700">{t('answer.timesLead', { firm })}</p>
      {book.failure && (
        <Alert tone="error" className="mt-3">
          {book.failure}
        </Alert>
      )}
      <ul className="mt-4 space-y-3" aria-label={t('answer.timesHeading')}>
        {ordered.map((slot) => {
          const when = slotWhen(slot, locale);
          return (
            <li
              key={slot.startsAt}
              className={cn(
                'flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between',
                slot.startsAt === chosenTime && !slot.taken ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200',
              )}
            >
              <div className="min-w-0">
                <p className={cn('font-medium', slot.taken ? 'text-slate-500 line-through' : 'text-slate-900')}>{when}</p>
                <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{slotHow(slot)}</p>
              </div>
              {slot.taken ? (
                <span className="self-start rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-700 sm:self-center">
                  {t('answer.taken')}
                </span>
              ) : (
                <Button
                  onClick={() => void book.mutate(slot.startsAt)}
                  busy={book.busy && picked === slot.startsAt}
                  disabled={book.busy}
                  aria-label={t('answer.bookLabel', { time: when })}
                >
                  {t('answer.book')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** A choice that asks once more before it acts (nothing here can be undone from this page). */
function Choice(props: {
  /** The callable `run` calls: its refusals are worded by their reason in the page's language. */
  callable: TranslatedCallable;
  title: string;
  explanation?: string;
  confirm: string;
  run: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const { busy, failure, mutate } = useMutation(props.run, refusalWording(props.callable));
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      {asking ? (
        <>
          <h4 className="font-semibold text-slate-900">{props.title}</h4>
          {props.explanation && <p className="text-sm text-slate-700">{props.explanation}</p>}
          {props.children}
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button busy={busy} onClick={() => void mutate()}>
              {props.confirm}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
              {t('myRequest.keep')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)} className="w-full sm:w-auto">
          {props.title}
        </Button>
      )}
    </div>
  );
}

function OtherChoices({ token, view, onDone }: { token: string; view: AnswerOfferView; onDone: (done: Done) => void }) {
  const [note, setNote] = useState('');
  const firm = view.firmName;
  return (
    <Card>
      <h3 className="font-semibold text-brand-950">{t('answer.otherHeading')}</h3>
      <div className="mt-4 space-y-4">
        {view.offer.kind === 'times' && (
          <Choice
            callable="declineAnswerTimes"
            title={t('answer.noneSuit.action')}
            confirm={t('answer.noneSuit.confirm')}
            run={async () => {
              await declineAnswerTimes(token, note);
              onDone({ kind: 'times-declined' });
            }}
          >
            <TextAreaField
              label={t('answer.noneSuit.note', { firm })}
              rows={3}
              maxLength={ANSWER_LIMITS.noteMax}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Choice>
        )}
        <Choice
          callable="closeMyRequestFromAnswer"
          title={t('answer.noLongerNeed.action')}
          explanation={t('answer.noLongerNeed.explanation')}
          confirm={t('answer.noLongerNeed.confirm')}
          run={async () => {
            await closeMyRequestFromAnswer(token);
            onDone({ kind: 'closed' });
          }}
        />
        {view.canSendOn && (
          <Choice
            callable="sendOnFromAnswer"
            title={t('answer.sendOn.action')}
            explanation={t('answer.sendOn.explanation', { firm })}
            confirm={t('answer.sendOn.confirm')}
            run={async () => {
              const result = await sendOnFromAnswer(token);
              onDone(result.outcome === 'sent' ? { kind: 'sent-on', firmName: result.firmName } : { kind: 'none-left' });
            }}
          />
        )}
      </div>
    </Card>
  );
}

/** The reason as the server will check it; its refusal in the client's words before anything is sent. */
function checkedReason(reason: string): string {
  const parsed = changeReasonSchema.safeParse(reason);
  if (!parsed.success) throw new Error(keyedMessage(parsed.error.issues[0]!.message, answerTextKey));
  return parsed.data;
}

function BookingCard({
  token,
  view,
  canChange,
  onDone,
}: {
  token: string;
  view: AnswerOfferView;
  canChange: boolean;
  onDone: (done: Done) => void;
}) {
  const { locale } = useLocale();
  const booking = view.booking!;
  const firm = view.firmName;
  const [reason, setReason] = useState('');
  const [moveTo, setMoveTo] = useState<number | null>(null);
  if (booking.state === 'cancelled') {
    return (
      <Alert tone="warning" title={t('server.answer.bookingCancelled')}>
        <p>
          {slotWhen(booking.slot, locale)} · {slotHow(booking.slot)}
        </p>
        <p className="mt-1">
          {booking.cancelledBy === 'firm' ? t('answer.booking.cancelledByFirm', { firm }) : t('answer.booking.cancelledByYou')}
          {booking.reason && ` ${t('answer.booking.reason', { reason: booking.reason })}`}
        </p>
      </Alert>
    );
  }
  const others =
    view.offer.kind === 'times' ? view.offer.slots.filter((s) => !s.taken && s.startsAt !== booking.slot.startsAt) : [];
  const reasonField = (
    <TextAreaField
      label={t('answer.booking.reasonLabel', { firm })}
      rows={2}
      maxLength={ANSWER_LIMITS.reasonMax}
      value={reason}
      onChange={(e) => setReason(e.target.value)}
    />
  );
  return (
    <Card className="border-green-200 bg-green-50">
      <h3 className="font-semibold text-green-900">{t('answer.booking.heading', { firm })}</h3>
      <p className="mt-2 font-medium text-slate-900">{slotWhen(booking.slot, locale)}</p>
      <p className="text-sm text-slate-800 [overflow-wrap:anywhere]">{slotHow(booking.slot)}</p>
      <p className="mt-2 text-sm text-slate-700">{t('answer.fee.payDirectly')}</p>
      {canChange ? (
        <div className="mt-4 space-y-4">
          {others.length > 0 ? (
            <Choice
              callable="moveBooking"
              title={t('answer.booking.move')}
              confirm={t('answer.booking.moveConfirm')}
              run={async () => {
                if (moveTo === null) throw new Error(t('answer.booking.moveChoose'));
                await moveMyBooking(token, moveTo, checkedReason(reason));
                onDone({ kind: 'moved' });
              }}
            >
              <fieldset className="space-y-1">
                <legend className="text-sm font-medium text-slate-800">{t('answer.booking.moveTo')}</legend>
                {others.map((slot) => (
                  <label key={slot.startsAt} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="move-to"
                      checked={moveTo === slot.startsAt}
                      onChange={() => setMoveTo(slot.startsAt)}
                      className="h-5 w-5 shrink-0 text-brand-700"
                    />
                    {slotWhen(slot, locale)} · {slotHow(slot)}
                  </label>
                ))}
              </fieldset>
              {reasonField}
            </Choice>
          ) : (
            <p className="text-sm text-slate-700">{t('answer.booking.moveNone')}</p>
          )}
          <Choice
            callable="cancelBooking"
            title={t('answer.booking.cancel')}
            confirm={t('answer.booking.cancelConfirm')}
            run={async () => {
              await cancelMyBooking(token, checkedReason(reason));
              onDone({ kind: 'cancelled' });
            }}
          >
            {reasonField}
          </Choice>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('answer.booking.changeByEmail')}</p>
      )}
    </Card>
  );
}
