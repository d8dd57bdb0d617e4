import { Card } from '@manifest/ui/card';
import type { ReactNode } from 'react';

type TChartCardProps = {
  title: string;
  subtitle: ReactNode;
  /** A figure on the right of the title (a total, a legend). */
  aside?: ReactNode;
  children: ReactNode;
};

/** The frame the chart, the heat map and their skeletons share, so loading never shifts them. */
export function ChartCard({ title, subtitle, aside, children }: TChartCardProps) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex min-h-12 flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h3 className="font-semibold">{title}</h3>
          <div className="text-sm text-muted-foreground">{subtitle}</div>
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}
