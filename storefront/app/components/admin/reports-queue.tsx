import type { AdminReportList } from '@reelcart/contract/admin';
import { reports } from '../../admin/resources/reports';
import { ResourceList } from './resource-list';

/** `/admin/reports`: the moderation queue's list (`admin/resources/reports.tsx`, decision 076). */
export function ReportsQueue({
  list,
  query,
  loading = false,
}: {
  list: AdminReportList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  return <ResourceList resource={reports} list={list} query={query} loading={loading} />;
}
