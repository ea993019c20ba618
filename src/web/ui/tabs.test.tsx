import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const TABS = [
  { value: 'account', label: 'Account Settings' },
  { value: 'support', label: 'Support' },
] as const;

function Harness({ initial = 'account' }: { initial?: 'account' | 'support' }) {
  const [tab, setTab] = useState<'account' | 'support'>(initial);
  return (
    <Tabs label="Profile sections" tabs={TABS} value={tab} onValueChange={setTab}>
      {(value) => <p>{value} panel</p>}
    </Tabs>
  );
}

describe('Tabs', () => {
  it.each(['account', 'support'] as const)(
    'labels the panel by its tab and points the tab at it (%s)',
    (initial) => {
      render(<Harness initial={initial} />);
      const selected = screen.getByRole('tab', { selected: true });
      const panel = screen.getByRole('tabpanel');
      expect(selected).toHaveAttribute('aria-controls', panel.id);
      expect(panel).toHaveAccessibleName(selected.textContent!);
      expect(panel).toHaveTextContent(`${initial} panel`);
    },
  );

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-controls', panel.id);
  });
});
