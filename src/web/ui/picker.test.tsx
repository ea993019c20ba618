import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Picker, type PickerGroup } from './picker.tsx';

const GROUPS: PickerGroup[] = [
  {
    id: 'premium',
    label: 'Premium',
    options: [
      { value: 'gpt-4o', label: 'GPT-4o', description: 'OpenAI' },
      { value: 'claude', label: 'Claude 3.5 Sonnet', description: 'Anthropic' },
    ],
  },
  { id: 'free', label: 'Free', options: [{ value: 'offline', label: 'Sparring Partner' }] },
  {
    id: 'unavailable',
    label: 'Not available on this server',
    description: 'An administrator can enable these models.',
    separated: true,
    options: [{ value: 'gpt-5', label: 'GPT-5', description: 'OpenAI', disabled: true }],
  },
];

function Harness({
  onChange,
  collapsible = true,
}: {
  onChange?: (value: string) => void;
  collapsible?: boolean;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <label id="model-label" htmlFor="model">
        Model
      </label>
      <Picker
        id="model"
        listLabel="Models"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        groups={GROUPS}
        placeholder="Select a model"
        searchPlaceholder="Search models..."
        emptyText="No models available"
        noMatchText={(query) => `No models found matching "${query}"`}
        collapsible={collapsible}
      />
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Model/ });

describe('Picker', () => {
  it('opens from its button with the search box focused and every group folded', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(trigger()).toHaveAccessibleName('Model Select a model');
    await user.click(trigger());
    expect(screen.getByRole('searchbox', { name: 'Search models' })).toHaveFocus();
    const list = screen.getByRole('listbox', { name: 'Models' });
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(3);
    // Folded: one "Show" option per group, none of the models.
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Show Premium (2)', 'Show Free (1)', 'Show Not available on this server (1)']);
    // Group headers are labels, not options that expand (issue 23: not valid ARIA).
    expect(list.querySelector('[aria-expanded]')).toBeNull();
  });

  it('shows a group when asked, without choosing anything', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Show Free (1)' }));
    expect(screen.getByRole('option', { name: /Sparring Partner/ })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('searches every group, says when nothing matches, and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    await user.keyboard('zzz');
    expect(screen.getByText('No models found matching "zzz"')).toBeInTheDocument();
    // Escape closes at once, query and all; the next opening starts afresh.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(trigger());
    expect(screen.getByRole('searchbox')).toHaveValue('');
    await user.clear(screen.getByRole('searchbox'));
    await user.keyboard('anthropic');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Claude 3.5 SonnetAnthropic',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('claude');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAccessibleName('Model Claude 3.5 Sonnet');
  });

  it('keeps disabled options visible but not choosable, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} collapsible={false} />);
    await user.click(trigger());
    const disabled = screen.getByRole('option', { name: /GPT-5/ });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });
});
