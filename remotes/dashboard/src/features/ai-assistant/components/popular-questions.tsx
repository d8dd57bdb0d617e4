import { Card } from '@manifest/ui/card';
import { MessageCircleQuestion } from 'lucide-react';
import { POPULAR_QUESTIONS } from '../utils/assistant-content';

/** The six Popular Questions: a click sends the question to the chat. */
export function PopularQuestions({
  onAsk,
  disabled,
}: {
  onAsk: (question: string) => void;
  disabled?: boolean;
}) {
  return (
    <Card role="region" aria-labelledby="popular-questions-heading" className="p-5">
      <h2 id="popular-questions-heading" className="text-base font-semibold">
        Popular Questions
      </h2>
      <ul className="mt-3 grid gap-2">
        {POPULAR_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="flex w-full items-center gap-2 rounded-lg border border-border px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
            >
              <MessageCircleQuestion aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {question}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
