import type { ReactNode } from 'react';

export type ComboboxOption = {
  value: string;
  label: string;
  /** Secondary line: a preview, a provider, or why the option is disabled. */
  description?: string;
  /** Small trailing content, e.g. a badge. */
  meta?: ReactNode;
  disabled?: boolean;
};

export type ComboboxGroup = {
  id: string;
  label: string;
  /** A short line under the group's label, e.g. why its options are disabled. */
  description?: string;
  /** Set apart from the groups above by a rule (e.g. a group of unavailable options). */
  separated?: boolean;
  options: ComboboxOption[];
};

export type ComboboxRow =
  | { kind: 'group'; group: ComboboxGroup; expanded: boolean; count: number }
  | { kind: 'option'; group: ComboboxGroup; option: ComboboxOption };

export type ComboboxMatcher = (
  option: ComboboxOption,
  group: ComboboxGroup,
  query: string,
) => boolean;

const defaultMatches: ComboboxMatcher = (option, group, query) =>
  [option.label, option.description ?? '', group.label].some((text) =>
    text.toLowerCase().includes(query),
  );

/** The list's rows: each group with matches, then its matching options when it is open. */
export function buildRows(
  groups: ComboboxGroup[],
  query: string,
  expanded: ReadonlySet<string>,
  collapsible: boolean,
  matches: ComboboxMatcher = defaultMatches,
): ComboboxRow[] {
  const needle = query.trim().toLowerCase();
  const rows: ComboboxRow[] = [];
  for (const group of groups) {
    const options = needle
      ? group.options.filter((option) => matches(option, group, needle))
      : group.options;
    if (options.length === 0) continue;
    const open = !collapsible || needle !== '' || expanded.has(group.id);
    rows.push({ kind: 'group', group, expanded: open, count: options.length });
    if (open) for (const option of options) rows.push({ kind: 'option', group, option });
  }
  return rows;
}

/**
 * The indices of the rows the keyboard moves over: without collapsing, headers are plain labels
 * and only options take the keyboard.
 */
export function navigableRows(rows: ComboboxRow[], collapsible: boolean): number[] {
  return rows.flatMap((row, index) => (collapsible || row.kind === 'option' ? [index] : []));
}

export function findSelected(groups: ComboboxGroup[], value: string | null) {
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate.value === value);
    if (option) return { group, option };
  }
  return null;
}
