// Idempotent requests as Stripe keeps them: a POST's `Idempotency-Key` is
// saved with the request and its answer for 24 hours; the same key again
// replays that answer, and with another request is refused (400,
// idempotency_error). A request refused before it ran is not saved.

/** How long Stripe keeps a key. */
export const IDEMPOTENCY_KEY_SECONDS = 24 * 60 * 60;

export type TAnswer = { status: number; body: unknown };

type TSaved = { endpoint: string; request: string; answer: TAnswer; savedAt: number };

/** The same parameters in any order are the same request. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(
          Object.entries(field as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : field,
  );

const conflict = (message: string): TAnswer => ({
  status: 400,
  body: { error: { type: 'idempotency_error', message } },
});

export function createIdempotencyKeys(seconds: () => number) {
  const saved = new Map<string, TSaved>();

  const forgetExpired = () => {
    const oldest = seconds() - IDEMPOTENCY_KEY_SECONDS;
    for (const [key, entry] of saved) if (entry.savedAt <= oldest) saved.delete(key);
  };

  return {
    /**
     * What an earlier request with this key decides: its answer to replay, a
     * refusal when this request is another one, or undefined (run it).
     */
    earlier(
      key: string,
      endpoint: string,
      params: Record<string, unknown>,
    ): { replay: TAnswer } | { refusal: TAnswer } | undefined {
      forgetExpired();
      const entry = saved.get(key);
      if (!entry) return undefined;
      if (entry.endpoint !== endpoint) {
        return {
          refusal: conflict(
            `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        };
      }
      if (entry.request !== canonical(params)) {
        return {
          refusal: conflict(
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        };
      }
      return { replay: entry.answer };
    },
    save(key: string, endpoint: string, params: Record<string, unknown>, answer: TAnswer) {
      // The answer as it was then: later changes to its object are not replayed.
      saved.set(key, {
        endpoint,
        request: canonical(params),
        answer: structuredClone(answer),
        savedAt: seconds(),
      });
    },
  };
}
