import { ANALYTICS_PERIODS, type TAnalyticsPeriod } from '@manifest/contracts/admin-analytics';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@manifest/ui/select';

const LABELS: Record<TAnalyticsPeriod, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

/** The period every figure covers: 24h, 7d (default), 30d, 90d, 1y. */
export function PeriodSelect({
  period,
  onChange,
}: {
  period: TAnalyticsPeriod;
  onChange: (period: TAnalyticsPeriod) => void;
}) {
  return (
    <Select value={period} onValueChange={(value) => onChange(value as TAnalyticsPeriod)}>
      <SelectTrigger aria-label="Period" className="w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ANALYTICS_PERIODS.map((each) => (
          <SelectItem key={each} value={each}>
            {LABELS[each]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
