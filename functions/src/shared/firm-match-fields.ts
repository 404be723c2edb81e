import { firmMatchFields } from '@/domain';

type Fields = Record<string, unknown>;

/**
 * A firm update together with the derived match fields it implies (match keys and plan rank, see
 * src/domain/matching/match-keys.ts). Every writer of a public firm document goes through here,
 * so a firm that registers, moves, changes its practice areas, pays or is downgraded is found by
 * exactly the bounded queries that an exhaustive scan would find it by, from the same commit on.
 */
export function withMatchFields(current: Fields, update: Fields): Fields {
  return { ...update, ...firmMatchFields({ ...current, ...update }) };
}
