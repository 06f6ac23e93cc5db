import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { nepaliNumbersReady } from './lib/nepali-numbers.ts';
import './styles.css';

// Checks the browser's Nepali number data now; where it is missing, the download
// starts at once and every screen that shows a price waits for it in its loader.
void nepaliNumbersReady();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
