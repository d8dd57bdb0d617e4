import { suggestsCrisis } from '@manifest/contracts/crisis-language';
import type { Logger } from '../../lib/logger';
import { AiConfigurationError, AiUnavailableError, type AiProvider } from './ai-provider';

/** Which signal heard a crisis: our own check, or the provider's moderation. */
export type CrisisSignal = 'local' | 'moderation';

export type CrisisCheck = ReturnType<typeof createCrisisCheck>;

/**
 * The self-harm and suicide check every AI call runs on the text a person
 * wrote (never on our prompts) before any provider sees it. Our own check
 * (`@manifest/contracts/crisis-language`) runs first and alone decides when it
 * hears a crisis, so that text goes nowhere. Otherwise, where the provider
 * has a moderation endpoint (OpenAI), it is asked too; either signal is a
 * crisis. A moderation that fails is logged and our own check's answer
 * stands: the person's request never fails for it.
 */
export function createCrisisCheck({
  provider,
  logger,
}: {
  provider: Pick<AiProvider, 'source' | 'moderatesAsSelfHarm'>;
  logger: Logger;
}) {
  /** Our own check only: no provider call, no wait. */
  const heardLocally = (text: string): CrisisSignal | null =>
    suggestsCrisis(text) ? 'local' : null;

  /** The provider's moderation, when it has one; a failure is logged and is no signal. */
  const heardByModeration = async (
    text: string,
    signal: AbortSignal,
  ): Promise<CrisisSignal | null> => {
    if (!provider.moderatesAsSelfHarm) return null;
    try {
      return (await provider.moderatesAsSelfHarm(text, signal)) ? 'moderation' : null;
    } catch (error) {
      if (!(error instanceof AiUnavailableError)) throw error;
      const log = error instanceof AiConfigurationError ? logger.error : logger.warn;
      log.call(logger, `AI moderation failed: ${error.message}; our own crisis check decides`, {
        provider: provider.source.provider,
      });
      return null;
    }
  };

  return { heardLocally, heardByModeration };
}
