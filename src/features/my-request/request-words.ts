/**
 * What the request and send-on pages show from the server that is not a refusal, in the page's
 * language. getMyRequest words the firm's progress and getSendOnOffer the items a firm receives
 * with the domain's own English tables (REQUEST_PROGRESS, SHARED_ITEMS), not with their ids, so
 * each is found in its table by the constant the server used and shown by that entry's key. A
 * text neither table holds is shown as it came.
 */
import { REQUEST_PROGRESS } from '@/domain/leads/my-request';
import { SHARED_ITEMS } from '@/domain/leads/send-on';
import { t, type MessageKey } from '@/lib/i18n/runtime';

const PROGRESS_KEYS: Readonly<Record<string, MessageKey>> = {
  pending: 'server.progress.pending',
  contacted: 'server.progress.contacted',
  converted: 'server.progress.converted',
  closed: 'server.progress.closed',
  withdrawn: 'server.progress.withdrawn',
  lapsed: 'server.progress.lapsed',
} satisfies Record<keyof typeof REQUEST_PROGRESS, MessageKey>;

const SHARED_ITEM_KEYS = {
  name: 'server.shared.name',
  email: 'server.shared.email',
  phone: 'server.shared.phone',
  need: 'server.shared.need',
  description: 'server.shared.description',
} as const satisfies Record<keyof typeof SHARED_ITEMS, MessageKey>;

const keyIn = <Id extends string>(table: Readonly<Record<Id, string>>, keys: Readonly<Record<Id, MessageKey>>, text: string) => {
  const id = (Object.keys(table) as Id[]).find((each) => table[each] === text);
  return id === undefined ? null : keys[id];
};

/** The firm's progress (MyRequestView.progress) in the page's language. */
export function requestProgressText(progress: string): string {
  const key = keyIn(REQUEST_PROGRESS, PROGRESS_KEYS, progress);
  return key ? t(key) : progress;
}

/** One item of what a firm receives (GetSendOnOfferResult.shared) in the page's language. */
export function sharedItemText(item: string): string {
  const key = keyIn(SHARED_ITEMS, SHARED_ITEM_KEYS, item);
  return key ? t(key) : item;
}
