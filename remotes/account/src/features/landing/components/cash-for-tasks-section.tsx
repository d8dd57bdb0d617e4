import { ExternalLink } from 'lucide-react';

/** The partner site of spec 000 section 2, opened in a new tab. */
export const CASH_FOR_TASKS_URL = 'https://cashfortasks.com';

export function CashForTasksSection() {
  return (
    <section aria-labelledby="cash-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-linear-to-r from-emerald-700 to-teal-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="cash-title" className="text-xl font-bold">
            Want to earn while you grow?
          </h2>
          <p className="mt-1 text-emerald-50">
            Cash for Tasks pays you for small online tasks: abundance, one step at a time.
          </p>
        </div>
        <a
          href={CASH_FOR_TASKS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-emerald-800 shadow-sm hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-emerald-800 focus-visible:outline-none"
        >
          Visit Cash for Tasks
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
