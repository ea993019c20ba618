import { describe, expect, it } from 'vitest';
import { buildRows, navigableRows, type ComboboxGroup } from './combobox-rows.ts';

const groups: ComboboxGroup[] = [
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

const summary = (rows: ReturnType<typeof buildRows>) =>
  rows.map((row) => (row.kind === 'group' ? `[${row.group.id}]` : row.option.value));

describe('buildRows', () => {
  it('shows collapsed headers only, expanding the groups asked for, and drops empty groups', () => {
    expect(summary(buildRows(groups, '', new Set(), true))).toEqual(['[premium]', '[free]']);
    expect(summary(buildRows(groups, '', new Set(['free']), true))).toEqual([
      '[premium]',
      '[free]',
      'offline',
    ]);
  });

  it('opens every matching group while searching label, description or group label', () => {
    expect(summary(buildRows(groups, 'anthropic', new Set(), true))).toEqual([
      '[premium]',
      'claude',
    ]);
    expect(summary(buildRows(groups, '  FREE ', new Set(), true))).toEqual(['[free]', 'offline']);
    expect(buildRows(groups, 'nothing', new Set(), true)).toEqual([]);
  });

  it('lists everything when not collapsible', () => {
    expect(summary(buildRows(groups, '', new Set(), false))).toHaveLength(5);
  });
});

describe('navigableRows', () => {
  it('moves over headers too when groups collapse, over options only when they do not', () => {
    const open = buildRows(groups, '', new Set(['free']), true);
    expect(navigableRows(open, true)).toEqual([0, 1, 2]);
    const flat = buildRows(groups, '', new Set(), false);
    expect(navigableRows(flat, false).map((index) => summary(flat)[index])).toEqual([
      'gpt-4o',
      'claude',
      'offline',
    ]);
  });
});
