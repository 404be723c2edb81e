import { PRACTICE_AREA_COUNTS_DOC } from '@/domain/firms/practice-area-counts';
import type { PracticeAreaCounts } from '@/domain/firms/practice-area-counts';
import { EMULATOR_HOST, emulatorPorts, firebaseConfig, usingEmulators } from '@/lib/firebase-config';

/**
 * The practice-area counts the functions keep (stats/practiceAreaCounts), read with one plain
 * request to Firestore's REST API: public content pages download no Firebase SDK. The document
 * is public by the rules; a page that cannot fetch it simply shows no figures.
 */
export async function fetchPracticeAreaCounts(signal?: AbortSignal): Promise<PracticeAreaCounts | null> {
  const base = usingEmulators ? `http://${EMULATOR_HOST}:${emulatorPorts.firestore}` : 'https://firestore.googleapis.com';
  const path = `/v1/projects/${firebaseConfig.projectId}/databases/(default)/documents/${PRACTICE_AREA_COUNTS_DOC.collection}/${PRACTICE_AREA_COUNTS_DOC.id}`;
  const query = usingEmulators ? '' : `?key=${encodeURIComponent(firebaseConfig.apiKey)}`;
  try {
    const response = await fetch(`${base}${path}${query}`, { signal });
    if (response.status === 404) return {}; // no firm counted yet
    if (!response.ok) return null;
    return parseCountsDocument(await response.json());
  } catch {
    return null;
  }
}

/** Firestore's REST encoding of { counts: { key: integer } } to plain numbers. */
function parseCountsDocument(body: unknown): PracticeAreaCounts {
  const fields = (body as { fields?: { counts?: { mapValue?: { fields?: Record<string, unknown> } } } } | null)?.fields;
  const raw = fields?.counts?.mapValue?.fields ?? {};
  const counts: PracticeAreaCounts = {};
  for (const [key, value] of Object.entries(raw)) {
    const v = value as { integerValue?: string; doubleValue?: number } | null;
    const n = Number(v?.integerValue ?? v?.doubleValue);
    if (Number.isFinite(n)) counts[key] = Math.max(0, Math.round(n));
  }
  return counts;
}
