import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { StaffOrder } from '@chulo/api-client/contract';
import type { AppStore } from '../../store/store.ts';
import { renderRoutes } from '../../testing/test-store.tsx';
import { ordersRoute } from '../board/orders-route.ts';
import { FakeEventStream, fakeStaffServer } from './fake-staff-server.ts';

/** The kitchen's board at `/kitchen`, and the sign-in screen it sends staff to. */
export const boardRoutes = (store: AppStore) => [
  { path: '/kitchen', hydrateFallbackElement: <p>Loading…</p>, children: [{ index: true, ...ordersRoute(store) }] },
  { path: '/kitchen/login', element: <h1>Kitchen sign-in</h1> },
];

/** The board on screen with `orders` open, from the fake staff server, its live feed opened. */
export async function openBoard(orders: StaffOrder[]) {
  const server = fakeStaffServer(orders);
  const { router, store } = renderRoutes(boardRoutes, '/kitchen');
  await screen.findByRole('heading', { name: /Open orders/ });
  // The live feed opens in an effect once the board is on screen.
  await vi.waitFor(() => FakeEventStream.latest());
  return { server, router, store };
}

/** An order's card on the board. */
export const card = (id: string) => screen.getByRole('article', { name: `Order #${id}` });
