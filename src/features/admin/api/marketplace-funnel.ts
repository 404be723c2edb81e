import { getDocs, limit, query } from 'firebase/firestore';
import { marketplaceFunnel, type MarketplaceMonth } from '@/domain/firms/stats';
import { allFirmStatsRef } from '@/lib/firestore';
import { useLoad, type Load } from '@/lib/use-load';

/** Firms' figures read at most for the marketplace view; the panel says when it hit the bound. */
export const FIRM_STATS_READ = 2000;

/** The marketplace's answered, booked and consulted leads per month, from every firm's stored figures (operators only). */
export function useMarketplaceFunnel(): Load<{ months: MarketplaceMonth[]; firms: number }> {
  return useLoad('marketplace-funnel', async () => {
    const snap = await getDocs(query(allFirmStatsRef(), limit(FIRM_STATS_READ)));
    const firms = snap.docs.map((d) => d.data()).filter((s): s is NonNullable<typeof s> => !!s);
    return { months: marketplaceFunnel(firms), firms: firms.length };
  });
}
