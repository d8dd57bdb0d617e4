import {
  percentChange,
  trialToPaidPercent,
  type TAnalyticsResponse,
  type TRevenueResponse,
  type TUsersResponse,
} from '@manifest/contracts/admin-analytics';
import { counted, noun } from '@manifest/contracts/counted';
import { DollarSign, Eye, TrendingUp, Users } from 'lucide-react';

import { StatCard } from '@manifest/ui/stat-card';
import { formatCount, formatUsd, signedPercent } from '../utils/admin-format';

type TAdminSummaryCardsProps = {
  revenue: TRevenueResponse | undefined;
  users: TUsersResponse | undefined;
  analytics: TAnalyticsResponse | undefined;
};

const pending = '—';

/** Total Revenue, Active Subscribers, Page Views, Trial to Paid (spec 001 sections 2 and 9). */
export function AdminSummaryCards({ revenue, users, analytics }: TAdminSummaryCardsProps) {
  return (
    <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        hasGlow
        label="Total Revenue"
        icon={<DollarSign />}
        tone="success"
        value={revenue ? formatUsd(revenue.total) : pending}
        footer={
          revenue &&
          `${signedPercent(percentChange(revenue.total, revenue.previousPeriod))} from previous period`
        }
      />
      <StatCard
        hasGlow
        label="Active Subscribers"
        icon={<Users />}
        tone="primary"
        value={users ? formatCount(users.activeSubscribers) : pending}
        footer={users && `${formatCount(users.trialUsers)} on trial`}
      />
      <StatCard
        hasGlow
        label="Page Views"
        icon={<Eye />}
        tone="calm"
        value={analytics ? formatCount(analytics.pageViews) : pending}
        footer={analytics && counted(analytics.uniqueVisitors, noun('unique visitor'))}
      />
      <StatCard
        hasGlow
        label="Trial to Paid"
        icon={<TrendingUp />}
        tone="streak"
        value={users ? trialToPaidPercent(users.trialConversions, users.totalTrials) : pending}
        unit={users ? '%' : undefined}
        footer={
          users &&
          `${formatCount(users.trialConversions)} of ${counted(users.totalTrials, noun('trial'))} converted`
        }
      />
    </section>
  );
}
