import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InterventionPanel } from './intervention-panel.tsx';

function renderPanel(props: Partial<Parameters<typeof InterventionPanel>[0]> = {}) {
  const handlers = { onSubmit: vi.fn(), onContinue: vi.fn() };
  render(
    <InterventionPanel explanation="The agents paused." busy={false} {...handlers} {...props} />,
  );
  return handlers;
}

describe('InterventionPanel', () => {
  it('submits nothing blank, counts to 500 and trims what it sends', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPanel();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const box = screen.getByLabelText('Intervention message');
    await user.type(box, '   ');
    expect(submit).toBeDisabled();
    await user.clear(box);
    await user.type(box, '  Focus on cost. ');
    expect(screen.getByText('17/500')).toBeInTheDocument();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('Focus on cost.', 'model-b');
  });

  it('asks the Alternative Agent by default; the arrow keys choose the other', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPanel();
    const group = screen.getByRole('radiogroup', { name: 'Answered by' });
    expect(group).toBeInTheDocument();
    const alternative = screen.getByRole('radio', { name: 'Alternative Agent' });
    expect(alternative).toBeChecked();
    await user.click(alternative);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Primary Agent' })).toBeChecked();
    await user.type(screen.getByLabelText('Intervention message'), 'Answer this.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('Answer this.', 'model-a');
  });

  it('carries on with one button, Continue Conversation (no Skip beside it)', async () => {
    const user = userEvent.setup();
    const { onContinue } = renderPanel();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue Conversation' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('offers no choice of agent in MAX, under its own title and button', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPanel({
      targets: [],
      title: 'Host Intervention',
      submitLabel: 'Send Intervention',
      busy: true,
    });
    expect(screen.getByRole('form', { name: 'Host Intervention' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue Conversation' })).toBeDisabled();
    await user.type(screen.getByLabelText('Intervention message'), 'Host here.');
    expect(screen.getByRole('button', { name: 'Send Intervention' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
