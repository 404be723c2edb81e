import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  // Prerendered pages show their markup before React has attached any handler. This marks the
  // moment the page really responds, which browser tests wait for before pressing keys.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
