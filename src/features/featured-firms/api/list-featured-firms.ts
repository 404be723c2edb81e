import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { Province } from '@/domain';
import { collectionRef } from '@/lib/firestore';

/** The public fields a featured card shows (spec: featured firm). */
export interface FeaturedFirm {
  id: string;
  firmName: string;
  primaryServiceArea: string;
  teamSize: string;
  responseTime: string;
  description: string;
  rating: number;
  reviewCount: number;
  languages: string[];
  consultationFees: number;
  consultationMethods: string[];
  packageType: string;
  logoUrl: string | null;
}

const MAX_FEATURED = 50;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Active, featured firms of one province, best rated first. Entries without an id are dropped. */
export async function listFeaturedFirms(province: Province): Promise<FeaturedFirm[]> {
  const snapshot = await getDocs(
    query(
      collectionRef<Record<string, unknown>>('firms'),
      where('status', '==', 'active'),
      where('isFeatured', '==', true),
      where('province', '==', province),
      orderBy('rating', 'desc'),
      limit(MAX_FEATURED),
    ),
  );
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((d) => typeof d.id === 'string' && d.id !== '')
    .map((d) => ({
      id: d.id,
      firmName: text(d.firmName),
      primaryServiceArea: text(d.primaryServiceArea) || text(d.province),
      teamSize: text(d.teamSize),
      responseTime: text(d.responseTime),
      description: text(d.description),
      rating: num(d.rating),
      reviewCount: num(d.reviewCount),
      languages: list(d.languages),
      consultationFees: num(d.consultationFees),
      consultationMethods: list(d.consultationMethods),
      packageType: text(d.packageType) || 'free',
      logoUrl: text(d.logoUrl) || null,
    }));
}
