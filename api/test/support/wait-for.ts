/**
 * What `read` answers once it answers something (polled every 20 ms, up to
 * 2 s): for what the app does after its answer, such as sending a mail.
 */
export async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} never came`);
}
