import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onYes, onNo }: { onYes: () => void | Promise<void>; onNo: () => void }) {
  const [show, setShow] = useState(true);
  return (
    <ConfirmDialog
      show={show}
      message="Are you sure want to Delete?"
      onYes={onYes}
      onNo={onNo}
      onClose={() => setShow(false)}
    />
  );
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('ConfirmDialog', () => {
  it('shows the title and the message', () => {
    render(<Harness onYes={() => {}} onNo={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmer' });
    expect(dialog).toHaveTextContent('Are you sure want to Delete?');
  });

  it('Yes runs the yes action and then closes', async () => {
    const onYes = vi.fn(async () => {});
    const onNo = vi.fn();
    render(<Harness onYes={onYes} onNo={onNo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(onYes).toHaveBeenCalledOnce();
    expect(onNo).not.toHaveBeenCalled();
    await expectClosed();
  });

  it('No runs the no action and then closes', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    render(<Harness onYes={onYes} onNo={onNo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(onNo).toHaveBeenCalledOnce();
    expect(onYes).not.toHaveBeenCalled();
    await expectClosed();
  });

  it('the close icon only closes', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    render(<Harness onYes={onYes} onNo={onNo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onYes).not.toHaveBeenCalled();
    expect(onNo).not.toHaveBeenCalled();
    await expectClosed();
  });

  it('disables both answers while busy', () => {
    render(<ConfirmDialog show message="m" onYes={() => {}} onClose={() => {}} busy />);
    expect(screen.getByRole('button', { name: 'Oui' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Non' })).toBeDisabled();
  });
});
