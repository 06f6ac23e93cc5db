import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../store/store.ts';
import { createTestStore, withStore } from '../../testing/test-store.tsx';
import { CreateUser } from './CreateUser.tsx';

function renderHome(store: AppStore = createTestStore().store) {
  const router = createMemoryRouter([
    { path: '/', element: <CreateUser /> },
    { path: '/menu', element: <p>The menu</p> },
  ]);
  render(<RouterProvider router={router} />, { wrapper: withStore(store) });
  return router;
}

const nameInput = () => screen.getByPlaceholderText('Your full name');
const startButton = () => screen.queryByRole('button', { name: 'Start ordering' });

describe('the name form on home', () => {
  it('labels the field with the welcome prompt', () => {
    renderHome();
    expect(screen.getByLabelText('Welcome! Please start by telling us your name:')).toBe(nameInput());
  });

  it('shows Start ordering only once a name is typed', async () => {
    renderHome();
    expect(startButton()).not.toBeInTheDocument();
    await userEvent.type(nameInput(), 'Aarati');
    expect(startButton()).toBeVisible();
    await userEvent.clear(nameInput());
    expect(startButton()).not.toBeInTheDocument();
  });

  it('stores the name and goes to the menu on submit', async () => {
    const { store } = createTestStore();
    const router = renderHome(store);
    await userEvent.type(nameInput(), '  Aarati Shrestha ');
    await userEvent.click(startButton()!);
    expect(store.getState().user.username).toBe('Aarati Shrestha');
    expect(router.state.location.pathname).toBe('/menu');
    expect(await screen.findByText('The menu')).toBeInTheDocument();
  });

  it('does nothing when an empty, blank or invisible name is submitted', async () => {
    const { store } = createTestStore();
    const router = renderHome(store);
    await userEvent.type(nameInput(), '{Enter}');
    await userEvent.type(nameInput(), '   {Enter}');
    // Characters that show nothing: a Hangul filler, a braille blank, a zero-width space.
    await userEvent.type(nameInput(), '\u3164\u2800\u200B{Enter}');
    expect(startButton()).not.toBeInTheDocument();
    expect(store.getState().user.username).toBe('');
    expect(router.state.location.pathname).toBe('/');
  });
});
