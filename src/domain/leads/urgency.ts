export const URGENCY_LEVELS = [
  { id: 'emergency', label: 'Emergency', description: 'Within 24 hours' },
  { id: 'urgent', label: 'Urgent', description: 'This week' },
  { id: 'standard', label: 'Standard', description: 'No immediate urgency' },
  { id: 'planning', label: 'Planning Ahead', description: 'Future legal work' },
] as const;

export type Urgency = (typeof URGENCY_LEVELS)[number]['id'];

export const URGENCY_IDS = URGENCY_LEVELS.map((u) => u.id) as readonly Urgency[];

export const DEFAULT_URGENCY: Urgency = 'standard';

export function isUrgency(value: unknown): value is Urgency {
  return typeof value === 'string' && (URGENCY_IDS as readonly string[]).includes(value);
}

export function urgencyLabel(id: Urgency): string {
  return URGENCY_LEVELS.find((u) => u.id === id)?.label ?? id;
}
