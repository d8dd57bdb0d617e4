import type { TAnalyticsResponse } from '@manifest/contracts/admin-analytics';

import { formatCount } from '../utils/admin-format';
import { FigurePanel } from './figure-panel';

/** The most viewed paths of the period. */
export function TopPagesPanel({ analytics }: { analytics: TAnalyticsResponse | undefined }) {
  const rows = analytics?.topPages.map((page) => ({
    label: page.path,
    value: `${formatCount(page.views)} views`,
  }));
  if (rows?.length === 0) {
    return <FigurePanel title="Top Pages" rows={[{ label: 'No page views yet', value: '' }]} />;
  }
  return <FigurePanel title="Top Pages" rows={rows ?? null} />;
}
