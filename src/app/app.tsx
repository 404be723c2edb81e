import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { AppRoutes } from './router';

export function App() {
  // Prerendered pages show their markup before React has attached any handler. This marks the
  // moment the page really responds, which browser tests wait for before pressing keys.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
  );
}
