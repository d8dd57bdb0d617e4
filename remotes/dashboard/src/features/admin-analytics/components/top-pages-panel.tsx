import type { TAnalyticsResponse } from '@manifest/contracts/admin-analytics';
import { counted, noun } from '@manifest/contracts/counted';

import { FigurePanel } from './figure-panel';

/** The most viewed paths of the period. */
export function TopPagesPanel({ analytics }: { analytics: TAnalyticsResponse | undefined }) {
  const rows = analytics?.topPages.map((page) => ({
    label: page.path,
    value: counted(page.views, noun('view')),
  }));
  if (rows?.length === 0) {
    return <FigurePanel title="Top Pages" rows={[{ label: 'No page views yet', value: '' }]} />;
  }
  return <FigurePanel title="Top Pages" rows={rows ?? null} />;
}
