import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './Pagination';

function pageNumbers() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((t) => /\d/.test(t))
    .map((t) => Number(t.replace(/\D/g, '')));
}

describe('Pagination', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} pageSize={5} total={5} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a window of 7 links around the current page', () => {
    render(<Pagination page={10} pageSize={5} total={100} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('keeps the window inside the first and last pages', () => {
    expect(pageWindow(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(20, 20, 7)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3, 7)).toEqual([1, 2, 3]);
  });

  it('marks the current page for screen readers', () => {
    render(<Pagination page={2} pageSize={10} total={35} onPageChange={() => {}} />);
    const current = screen.getByText('Vous êtes à la page').closest('li');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent('2');
    expect(screen.getAllByText('page')).toHaveLength(3);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageSize={5} total={12} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={3} pageSize={5} total={12} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('goes to a page when its link is clicked', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageSize={5} total={50} onPageChange={onPageChange} maxLinks={3} />);
    expect(pageNumbers()).toEqual([1, 2, 3]);
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
