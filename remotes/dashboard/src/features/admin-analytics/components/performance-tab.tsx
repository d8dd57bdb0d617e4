import type { TPerformanceResponse } from '@manifest/contracts/client-reports';

import { vitalSummaries } from '../utils/performance-format';
import { ClientErrorsPanel } from './client-errors-panel';
import { VitalChart } from './vital-chart';

/**
 * The Performance tab (its own chunk): real-user web vitals per route and the
 * client errors of the period, as the shell's reports left them.
 */
export default function PerformanceTab({ performance }: { performance: TPerformanceResponse }) {
  return (
    <div className="grid gap-4">
      <h2 className="text-lg leading-tight font-semibold tracking-tight">Web Vitals (p75)</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {vitalSummaries(performance.vitals).map((summary) => (
          <VitalChart key={summary.name} summary={summary} rows={performance.vitals} />
        ))}
      </div>
      <ClientErrorsPanel errors={performance.errors} />
    </div>
  );
}
