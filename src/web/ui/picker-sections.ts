import type { ReactNode } from 'react';

export type PickerOption = {
  value: string;
  label: string;
  /** Secondary line: a preview, a provider, or why the option is disabled. */
  description?: string;
  /** Small trailing content, e.g. a badge. */
  meta?: ReactNode;
  disabled?: boolean;
};

export type PickerGroup = {
  id: string;
  label: string;
  /** A short line under the group's label, e.g. why its options are disabled. */
  description?: string;
  /** Set apart from the groups above by a rule (e.g. a group of unavailable options). */
  separated?: boolean;
  options: PickerOption[];
};

/** A group as the open list shows it: its matching options, and whether they are listed. */
export type PickerSection = {
  group: PickerGroup;
  /** The options that match the query (all of them without one). */
  options: PickerOption[];
  expanded: boolean;
  /** Whether the group offers to show or hide its options (collapsible, and not searching). */
  foldable: boolean;
};

export type PickerMatcher = (option: PickerOption, group: PickerGroup, query: string) => boolean;

const defaultMatches: PickerMatcher = (option, group, query) =>
  [option.label, option.description ?? ''].some((text) => text.toLowerCase().includes(query)) ||
  group.label.toLowerCase().includes(query);

/**
 * The open list's sections: each group with matches, in order. With `collapsible`, a group lists
 * its options only when expanded or while searching, and offers to show or hide them.
 */
export function visibleSections(
  groups: PickerGroup[],
  query: string,
  expanded: ReadonlySet<string>,
  collapsible: boolean,
  matches: PickerMatcher = defaultMatches,
): PickerSection[] {
  const needle = query.trim().toLowerCase();
  return groups.flatMap((group) => {
    const options = needle
      ? group.options.filter((option) => matches(option, group, needle))
      : group.options;
    if (options.length === 0) return [];
    const foldable = collapsible && needle === '';
    return [{ group, options, expanded: !foldable || expanded.has(group.id), foldable }];
  });
}

export function findSelected(groups: PickerGroup[], value: string | null) {
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate.value === value);
    if (option) return { group, option };
  }
  return null;
}
