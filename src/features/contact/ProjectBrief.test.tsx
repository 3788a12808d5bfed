import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Brief } from '../../shared/brief';
import { ProjectBrief } from './ProjectBrief';

function Folded({ onChoose = vi.fn() }: { onChoose?: (field: string, value: string) => void }) {
  const [open, setOpen] = useState(false);
  const [brief] = useState<Brief>({ budget: '5k_10k' });
  return (
    <ProjectBrief
      brief={brief}
      open={open}
      onToggle={() => setOpen((value) => !value)}
      onChoose={onChoose}
    />
  );
}

describe('ProjectBrief', () => {
  it('loads its chips when it first opens, and keeps them when folded again', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Folded onChoose={onChoose} />);
    expect(screen.queryByRole('radio')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Add project details/ }));
    expect(await screen.findByRole('radio', { name: '$5k–10k' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Mobile app' }));
    expect(onChoose).toHaveBeenCalledWith('service', 'mobile_app');

    await user.click(screen.getByRole('button', { name: /^Add project details/ }));
    expect(screen.queryByRole('radio')).toBeNull();
    // Folded, what is chosen is still named (and still sent).
    expect(screen.getByText(/Chosen: .*\$5k–10k/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Add project details/ }));
    expect(screen.getByRole('radio', { name: '$5k–10k' })).toBeChecked();
  });
});
