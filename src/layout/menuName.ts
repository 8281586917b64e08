export const MENU_NAME_MAX = 21;

/**
 * The name in the menu header: its first two words, cut to 21 characters with an ellipsis
 * when those two words are longer (spec part 1: "name truncated to 21 characters after the first two words").
 */
export function menuName(fullName: string): string {
  const firstTwo = fullName.trim().split(/\s+/).slice(0, 2).join(' ');
  return firstTwo.length > MENU_NAME_MAX ? `${firstTwo.slice(0, MENU_NAME_MAX)}...` : firstTwo;
}
