import { TEST_MODE_LABEL } from '@manifest/contracts/payments';
import { FlaskConical } from 'lucide-react';

import { usePaymentSettings } from './payment-elements';

/** Shown beside every card field while no real money can move. */
export function TestModeNote() {
  const settings = usePaymentSettings();
  if (!settings?.testMode) return null;
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <FlaskConical className="size-3.5" aria-hidden="true" />
      {TEST_MODE_LABEL}
    </p>
  );
}
