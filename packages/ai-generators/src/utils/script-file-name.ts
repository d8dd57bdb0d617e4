/** The download's name: the topic in lower case, words joined by dashes (e.g. inner-peace-meditation.txt). */
export function scriptFileName(topic: string): string {
  const slug = topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'guided'}-meditation.txt`;
}
