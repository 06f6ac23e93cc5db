import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link.tsx';

/** A router at /cart whose page is `link`, and a menu page to go to. */
function renderLink(props: Omit<ComponentProps<typeof Link>, 'children'>) {
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <Link {...props}>Back to menu</Link> },
      { path: '/menu', element: <h1>Menu</h1> },
    ],
    { initialEntries: ['/', '/cart'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, link: screen.getByRole('link', { name: 'Back to menu' }) };
}

describe('Link', () => {
  it('is a real link to the address, which the router follows without loading a page', () => {
    const onClick = vi.fn();
    const { router, link } = renderLink({ to: '/menu', className: 'text-link', onClick });
    expect(link).toHaveAttribute('href', '/menu');
    expect(link).toHaveClass('text-link');

    const followed = !fireEvent.click(link);
    expect(followed).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.preventScrollReset).toBe(false);
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  });

  it('replaces the page in the history, and keeps the scroll, when asked to', () => {
    const { router, link } = renderLink({ to: '/menu', replace: true, preventScrollReset: true });
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.preventScrollReset).toBe(true);
  });

  it('leaves a click with a modifier key to the browser', () => {
    const { router, link } = renderLink({ to: '/menu' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('leaves a link for another window to the browser', () => {
    const { router, link } = renderLink({ to: '/menu', target: '_blank' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(fireEvent.click(link)).toBe(true);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('stays put when its own onClick prevents the default', () => {
    const { router, link } = renderLink({ to: '/menu', onClick: (event) => event.preventDefault() });
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/cart');
  });
});
