/** The events of a complete text/event-stream body, in order, each with its JSON data parsed. */
export function serverSentEvents(body: string): Array<{ event: string; data: unknown }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim().length > 0)
    .map((block) => {
      const fields = new Map(
        block.split('\n').map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon), line.slice(colon + 1).trimStart()] as const;
        }),
      );
      return {
        event: fields.get('event') ?? 'message',
        data: JSON.parse(fields.get('data') ?? 'null'),
      };
    });
}
