import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Alert, Button, TextAreaField } from '@/components/ui';
import { useZodForm } from '@/components/ui/form';
import { changeReasonSchema } from '@/domain/answers/contract';
import {
  consultationSlotSchema,
  MAX_AHEAD_DAYS,
  MIN_LEAD_MS,
  slotTimeProblem,
  type ConsultationSlot,
} from '@/domain/answers/slots';
import type { BusinessHours } from '@/domain/firms/options';
import { useFormSubmit } from '@/lib/use-form-submit';
import { cancelBookingAsFirm, moveBookingAsFirm } from '../../api/answers';
import { formPathOf, sastInputs, sastInstant, type SlotValues } from './answer-values';
import { SlotFields, type SlotsForm } from './slot-fields';

const DAY_MS = 24 * 60 * 60 * 1000;

const cancelSchema = z.object({ reason: changeReasonSchema });

/** The firm's move: one new time (the answer form's inputs, the same rules) and a reason the client reads. */
function moveSchema(businessHours: BusinessHours) {
  return z.custom<{ slots: SlotValues[]; reason: string }>().transform((values, ctx) => {
    const reason = changeReasonSchema.safeParse(values.reason);
    if (!reason.success) ctx.addIssue({ code: 'custom', path: ['reason'], message: reason.error.issues[0]!.message });
    const v = values.slots[0]!;
    const raw = {
      startsAt: sastInstant(v.date, v.time),
      minutes: Number(v.minutes),
      mode: v.mode,
      ...(v.mode === 'in-person' ? { address: v.address } : {}),
    };
    const slot = consultationSlotSchema.safeParse(raw);
    if (!slot.success) {
      for (const issue of slot.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: formPathOf(['offer', 'slots', '0', ...issue.path]).split('.'),
          message: issue.message,
        });
      }
      return z.NEVER;
    }
    const problem = slotTimeProblem(slot.data, { now: Date.now(), businessHours });
    if (problem) ctx.addIssue({ code: 'custom', path: ['slots', '0', 'time'], message: problem });
    if (problem || !reason.success) return z.NEVER;
    return { slot: slot.data, reason: reason.data };
  });
}

/**
 * Move or cancel a booked consultation, each with a reason the client reads; the client gets the
 * updated invitation (or the cancellation) by email. `onChanged` says what happened.
 */
export function BookingActions({
  bookingId,
  slot,
  businessHours,
  onChanged,
}: {
  bookingId: string;
  slot: ConsultationSlot;
  businessHours: BusinessHours;
  onChanged: (message: string) => void;
}) {
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null);
  if (open === 'cancel')
    return <CancelForm bookingId={bookingId} onDone={(m) => (setOpen(null), onChanged(m))} onClose={() => setOpen(null)} />;
  if (open === 'move') {
    return (
      <MoveForm
        bookingId={bookingId}
        slot={slot}
        businessHours={businessHours}
        onDone={(m) => (setOpen(null), onChanged(m))}
        onClose={() => setOpen(null)}
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setOpen('move')}>
        Move
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('cancel')}>
        Cancel consultation
      </Button>
    </div>
  );
}

function CancelForm({ bookingId, onDone, onClose }: { bookingId: string; onDone: (m: string) => void; onClose: () => void }) {
  const form = useZodForm(cancelSchema, { defaultValues: { reason: '' } });
  const submit = useFormSubmit(
    form,
    async ({ reason }) => {
      await cancelBookingAsFirm(bookingId, reason);
      onDone('The consultation is cancelled. The client has been told, with your reason.');
    },
    { words: 'refusals', fallback: 'The consultation could not be cancelled. Please try again.' },
  );
  return (
    <form onSubmit={submit.onSubmit} noValidate className="space-y-3" aria-label="Cancel the consultation">
      <TextAreaField
        label="Reason for cancelling (the client reads it)"
        rows={2}
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={submit.busy}>
          Cancel consultation
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={submit.busy}>
          Keep it
        </Button>
      </div>
    </form>
  );
}

function MoveForm({
  bookingId,
  slot,
  businessHours,
  onDone,
  onClose,
}: {
  bookingId: string;
  slot: ConsultationSlot;
  businessHours: BusinessHours;
  onDone: (m: string) => void;
  onClose: () => void;
}) {
  const schema = useMemo(() => moveSchema(businessHours), [businessHours]);
  const { date, time } = sastInputs(slot.startsAt);
  const form = useZodForm(schema, {
    defaultValues: {
      slots: [
        { date, time, minutes: `${slot.minutes}`, mode: slot.mode, address: 'address' in slot ? (slot.address ?? '') : '' },
      ],
      reason: '',
    },
  });
  const submit = useFormSubmit(
    form,
    async (input) => {
      await moveBookingAsFirm(bookingId, input.slot, input.reason);
      onDone('The consultation is moved. The client has the updated invitation, with your reason.');
    },
    { words: 'refusals', fallback: 'The consultation could not be moved. Please try again.' },
  );
  const now = Date.now();
  return (
    <form onSubmit={submit.onSubmit} noValidate className="space-y-3" aria-label="Move the consultation">
      <SlotFields
        form={form as unknown as SlotsForm}
        index={0}
        min={sastInputs(now + MIN_LEAD_MS).date}
        max={sastInputs(now + MAX_AHEAD_DAYS * DAY_MS).date}
      />
      <TextAreaField
        label="Reason for moving (the client reads it)"
        rows={2}
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={submit.busy}>
          Move consultation
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={submit.busy}>
          Keep the time
        </Button>
      </div>
    </form>
  );
}
