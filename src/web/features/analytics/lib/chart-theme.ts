import type { ModelClass } from '../../../../contract/models.ts';

/**
 * Series colours: mid tones that read on the light and the dark surface alike. Axes, grid and
 * tooltips take the theme's own tokens (CSS variables), so they follow the theme switch.
 */
export const CLASS_COLORS: Record<ModelClass, string> = {
  ultra_premium: '#a855f7',
  premium: '#f59e0b',
  standard: '#3b82f6',
  free: '#10b981',
};

export const SERIES = {
  debates: '#6366f1',
  messages: '#14b8a6',
  tokens: '#3b82f6',
  wins: '#10b981',
  losses: '#f43f5e',
  draws: '#94a3b8',
} as const;

export const axisProps = {
  stroke: 'var(--border-strong)',
  tick: { fill: 'var(--muted)', fontSize: 12 },
  tickLine: false,
} as const;

export const gridProps = { stroke: 'var(--border)', strokeDasharray: '3 3', vertical: false };

export const tooltipProps = {
  contentStyle: {
    background: 'var(--surface)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--fg)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--fg)', fontWeight: 600 },
  itemStyle: { color: 'var(--fg)' },
  cursor: { fill: 'var(--surface-2)' },
} as const;

export const legendProps = { wrapperStyle: { color: 'var(--muted)', fontSize: 12 } } as const;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A `YYYY-MM-DD` UTC date as the axis shows it: "Mar 4". */
export const shortDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 12,400 → "12.4K", for axes and totals. */
export const compactNumber = (value: number) => compact.format(value);
