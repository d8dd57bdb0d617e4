/** Up to two letters for the avatar: first and last name's first letters. */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstName, lastName]
    .map((name) => Array.from(name.trim())[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}
