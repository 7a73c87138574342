import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';
import './responsive.css';

export function TabibApp() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
