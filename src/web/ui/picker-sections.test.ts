import { describe, expect, it } from 'vitest';
import { findSelected, visibleSections, type PickerGroup } from './picker-sections.ts';

const groups: PickerGroup[] = [
  {
    id: 'premium',
    label: 'Premium',
    options: [
      { value: 'gpt-4o', label: 'GPT-4o' },
      { value: 'claude', label: 'Claude 3.5 Sonnet', description: 'Anthropic' },
    ],
  },
  { id: 'free', label: 'Free', options: [{ value: 'offline', label: 'Sparring Partner' }] },
  { id: 'empty', label: 'Empty', options: [] },
];

const summary = (sections: ReturnType<typeof visibleSections>) =>
  sections.map(({ group, options, expanded }) =>
    expanded ? `${group.id}: ${options.map((option) => option.value).join(' ')}` : group.id,
  );

describe('visibleSections', () => {
  it('folds every group, opening the ones asked for, and drops empty groups', () => {
    expect(summary(visibleSections(groups, '', new Set(), true))).toEqual(['premium', 'free']);
    expect(summary(visibleSections(groups, '', new Set(['free']), true))).toEqual([
      'premium',
      'free: offline',
    ]);
  });

  it('opens every matching group while searching label, description or group label', () => {
    expect(summary(visibleSections(groups, 'anthropic', new Set(), true))).toEqual([
      'premium: claude',
    ]);
    expect(summary(visibleSections(groups, '  FREE ', new Set(), true))).toEqual(['free: offline']);
    expect(visibleSections(groups, 'nothing', new Set(), true)).toEqual([]);
  });

  it('offers to fold a collapsible group only while not searching', () => {
    const foldable = (query: string, collapsible: boolean) =>
      visibleSections(groups, query, new Set(['free']), collapsible).map(
        (section) => section.foldable,
      );
    expect(foldable('', true)).toEqual([true, true]);
    expect(foldable('free', true)).toEqual([false]);
    expect(foldable('', false)).toEqual([false, false]);
  });

  it('lists everything when not collapsible', () => {
    expect(summary(visibleSections(groups, '', new Set(), false))).toEqual([
      'premium: gpt-4o claude',
      'free: offline',
    ]);
  });

  it('counts the matching options of a folded group', () => {
    const [premium] = visibleSections(groups, '', new Set(), true);
    expect(premium?.options).toHaveLength(2);
  });
});

describe('findSelected', () => {
  it('finds the option and its group, or nothing', () => {
    expect(findSelected(groups, 'offline')?.group.id).toBe('free');
    expect(findSelected(groups, null)).toBeNull();
  });
});
