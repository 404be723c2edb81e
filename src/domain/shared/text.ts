/** Search engines show about 160 characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/** Over 160 characters: the first 157 plus an ellipsis (spec section 5). */
export function truncateDescription(text: string): string {
  return text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 3)}...` : text;
}
