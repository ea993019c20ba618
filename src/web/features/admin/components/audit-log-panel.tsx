import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../../contract/admin.ts';
import { useAuditLog } from '../api/list-audit-log.ts';
import { PagedList } from './paged-list.tsx';

const atFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** Readable names of the actions written so far; others show their code. */
const ACTION_LABELS: Record<string, string> = {
  [AUDIT_ACTIONS.updateUserPlan]: 'Changed plan',
  [AUDIT_ACTIONS.updateSupportMessage]: 'Updated support message',
  [AUDIT_ACTIONS.removeCommunityPost]: 'Removed community post',
  'user.change_password': 'Changed password',
  'admin.create_configured': 'Created the configured admin',
  'admin.create_generated': 'Created the first admin',
  'admin.promote_configured': 'Promoted the configured admin',
};

/** `{ from: 'explore', to: 'starter' }` reads "explore → starter"; other details as key: value. */
function describeDetail(detail: AuditEntry['detail']): string | null {
  if (!detail) return null;
  const { from, to, ...rest } = detail;
  const parts = from !== undefined || to !== undefined ? [`${String(from)} → ${String(to)}`] : [];
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${JSON.stringify(value)}`);
  return parts.join(', ') || null;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const detail = describeDetail(entry.detail);
  const target = entry.targetUser?.email ?? entry.target;
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <p className="min-w-0 break-words">
        <span className="font-medium">{ACTION_LABELS[entry.action] ?? entry.action}</span>
        {target && <span> · {target}</span>}
        {detail && <span className="text-muted"> ({detail})</span>}
      </p>
      <p className="text-xs text-muted">
        by {entry.actor?.email ?? 'the system'} ·{' '}
        <time dateTime={entry.at} className="tabular-nums">
          {atFormat.format(new Date(entry.at))}
        </time>
      </p>
    </li>
  );
}

/** Every recorded admin and account action, newest first (audit_log). */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  return (
    <section aria-label="Audit log">
      <PagedList
        query={log}
        page={page}
        onPageChange={setPage}
        label="Audit log"
        failedText="Failed to load the audit log"
        emptyText="Nothing recorded yet"
      >
        {(items) => (
          <ul className="flex flex-col divide-y divide-border">
            {items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
