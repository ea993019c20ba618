/**
 * Pagination: Previous / Next with "Page 2 of 5 · 93 total" for a server-paged list.
 *   <Pagination page={page} pageSize={20} total={93} onPageChange={setPage} label="Users pages" />
 * Renders nothing when everything fits on one page.
 */
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';

export type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label: string;
  /** Disables both buttons, e.g. while a page loads. */
  busy?: boolean;
  className?: string;
};

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  busy = false,
  className,
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3', className)}>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
        <span className="max-sm:hidden"> · {total.toLocaleString('en-US')} total</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy || page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
