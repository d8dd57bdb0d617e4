/** Up to two letters for the avatar: first and last name's first letters. */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstName, lastName]
    .map((name) => Array.from(name.trim())[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}

/**
 * The account button's accessible name. It starts with the initials the button shows,
 * so what a person sees is what they say to voice control (WCAG 2.5.3, axe's
 * label-content-name-mismatch), and goes on to say whose menu it opens.
 */
export function accountMenuLabel(firstName: string, lastName: string): string {
  const fullName = `${firstName.trim()} ${lastName.trim()}`.trim();
  return `${initialsOf(firstName, lastName)}, Account menu for ${fullName}`;
}
