import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is labelled by its title', () => {
    render(
      <Dialog open onClose={() => {}} title="Invite team members">
        body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Invite team members' })).toBeTruthy();
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Settings" />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape and hides the close button when not dismissible', () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Processing" dismissible={false} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('renders no content while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(true);
    return <ConfirmDialog open={open} message="Are you sure to delete?" onConfirm={onConfirm} onCancel={() => setOpen(false)} />;
  }

  it('asks the question with No and Yes', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.getByText('Are you sure to delete?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes without confirming on No', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByText('Are you sure to delete?')).toBeNull();
  });
});
