/** Card names are cut at 50 characters, descriptions at 80. */
export const CARD_NAME_LENGTH = 50;
export const CARD_DESCRIPTION_LENGTH = 80;

/**
 * The first `max` characters and an ellipsis when the text is longer. Counts characters, not
 * UTF-16 units, so an emoji or accented letter is never cut in half.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const characters = Array.from(text ?? '');
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : characters.join('');
}
