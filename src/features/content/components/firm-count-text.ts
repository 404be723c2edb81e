/** A city page's figure for one practice area, shared by city-page.tsx and its island. */
export function firmCountText(count: number): string {
  return count === 1 ? '1 firm listed' : `${count} firms listed`;
}
