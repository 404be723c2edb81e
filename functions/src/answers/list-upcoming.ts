import { Timestamp } from 'firebase-admin/firestore';
import { type ListUpcomingConsultationsResult } from '@/domain/answers/contract';
import { serviceLabelOfLead } from '@/domain/leads/leads';
import { shortReference } from '@/domain/shared/format';
import { db } from '../shared/admin';
import { callable } from '../shared/callable';
import { leadRef } from '../shared/lead-store';
import { bookingsCollection } from './store';

/** At most this many consultations are listed (a firm's next weeks). */
const UPCOMING_LIMIT = 100;

/**
 * The firm's dashboard: its booked consultations from now on, soonest first, with the lead's
 * reference and need, and the client's name only once their details have reached the firm (an
 * accepted open lead's client stays unnamed until they release them). Index: consultationBookings
 * (firmId, state, startsAt).
 */
export const listUpcomingConsultations = callable('listUpcomingConsultations', {
  access: 'firm',
  handler: async (_input, caller): Promise<ListUpcomingConsultationsResult> => {
    const bookings = await bookingsCollection()
      .where('firmId', '==', caller.firmId!)
      .where('state', '==', 'booked')
      .where('startsAt', '>=', Timestamp.fromMillis(Date.now()))
      .orderBy('startsAt', 'asc')
      .limit(UPCOMING_LIMIT)
      .get();
    const leadSnaps = bookings.empty ? [] : await db.getAll(...bookings.docs.map((d) => leadRef(d.data().leadId)));
    const leads = new Map(leadSnaps.map((snap) => [snap.id, snap.data()]));
    return {
      consultations: bookings.docs.map((doc) => {
        const booking = doc.data();
        const formData = leads.get(booking.leadId)?.formData;
        const name = formData
          ? [formData.firstName, formData.lastName].filter(Boolean).join(' ') || formData.contactName
          : undefined;
        return {
          bookingId: doc.id,
          leadId: booking.leadId,
          reference: shortReference(booking.leadId),
          need: formData ? serviceLabelOfLead(formData) : '',
          slot: booking.slot,
          clientName: name || null,
          bookedAt: booking.createdAt,
          sequence: booking.sequence,
        };
      }),
    };
  },
});
