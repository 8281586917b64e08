import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemoveDialog } from '../../../src/kit/dialogs/RemoveDialog';

describe('RemoveDialog', () => {
  it('shows the spec texts and answers Não / Sim', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<RemoveDialog open onCancel={onCancel} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Remover item' })).toBeInTheDocument();
    expect(screen.getByText('Deseja realmente remover esse item?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Não' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('calls onConfirm only once on a double click', () => {
    const onConfirm = vi.fn();
    render(<RemoveDialog open onCancel={vi.fn()} onConfirm={onConfirm} />);
    const yes = screen.getByRole('button', { name: 'Sim' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    fireEvent.doubleClick(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables Sim while loading', () => {
    const onConfirm = vi.fn();
    render(<RemoveDialog open loading onCancel={vi.fn()} onConfirm={onConfirm} />);
    const yes = screen.getByRole('button', { name: 'Sim' });
    expect(yes).toBeDisabled();
    fireEvent.click(yes);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('can confirm again after being closed and reopened', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<RemoveDialog open onCancel={vi.fn()} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    rerender(<RemoveDialog open={false} onCancel={vi.fn()} onConfirm={onConfirm} />);
    rerender(<RemoveDialog open onCancel={vi.fn()} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('can confirm again after a request ends (e.g. it failed)', () => {
    const onConfirm = vi.fn();
    const props = { open: true, onCancel: vi.fn(), onConfirm };
    const { rerender } = render(<RemoveDialog {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<RemoveDialog {...props} loading />);
    rerender(<RemoveDialog {...props} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
