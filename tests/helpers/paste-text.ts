import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a whole text into an empty box at once, as a person pasting it does: one input event
 * instead of one per character. Typing a product name into a list's search box, or 101
 * characters into a dialog, re-renders the screen once per key, which in jsdom costs whole
 * seconds per test; what the test checks is what the screen does with the text.
 */
export async function pasteText(user: UserEvent, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}
