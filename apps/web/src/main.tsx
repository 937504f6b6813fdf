import '@kindred/ui/styles';
import { BRAND_NAME } from '@kindred/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { createRouter } from './router';

document.title = BRAND_NAME;

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root"');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
