/**
 * Where the two guides' floating buttons sit, and the room every signed-in page keeps
 * free for them at the end of its scroll, so they never cover anything once a person
 * scrolls to the end (issue 36). One place for both: change one, change the other.
 *
 * Phones: the tabs are about 3.9rem tall (0.5rem + 1.75rem icon + 0.125rem + 11px label
 * line + 0.375rem + border); the buttons (3rem) sit 0.6rem above them at 4.5rem, so their
 * top is 7.5rem up; the page keeps 9rem (their top plus 1.5rem of air).
 * From sm: no tabs; the buttons (3rem) sit at 1.5rem, top at 4.5rem; the page keeps 6rem.
 */
export const GUIDE_BUTTONS_BOTTOM = 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))] sm:bottom-6';

export const ROOM_FOR_GUIDE_BUTTONS = 'pb-[calc(9rem+env(safe-area-inset-bottom))] sm:pb-24';

/**
 * A card floating just above the guides' buttons (the reminder prompt): their top is
 * 7.5rem up on phones and 4.5rem from sm, and the card keeps 0.75rem of air above it.
 */
export const GUIDE_BUTTONS_ABOVE =
  'bottom-[calc(8.25rem+env(safe-area-inset-bottom))] sm:bottom-[5.25rem]';
