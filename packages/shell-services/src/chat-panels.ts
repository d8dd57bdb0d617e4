import { createServiceSlot } from './service-slot';

/** The two assistants (spec 000 section 2, chat panels). */
export type TAssistant = 'aurora' | 'realityshift';

export type TChatRequest = {
  assistant: TAssistant;
  /** Pushed into the panel: it becomes the input and is sent (spec 000 section 4). */
  text?: string;
};

/** Opens an assistant's floating panel, optionally sending text into it. */
export const chatPanels = createServiceSlot<[TChatRequest], void>('chat panels', () => undefined);

export const openChat = (request: TChatRequest): void => chatPanels.call(request);
