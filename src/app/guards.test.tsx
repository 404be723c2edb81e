import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireSignIn } from './guards';

const SIGNED_IN = { uid: 'u1', email: 'firm@example.co.za', firmId: 'f1', isAdmin: false };
const auth = vi.hoisted(() => {
  const value: { ready: boolean; session: unknown } = { ready: true, session: null };
  return { value };
});
vi.mock('@/lib/auth', () => ({ useAuth: () => auth.value }));

function WhereAmI({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>{`${name}${from ? ` from ${from}` : ''}`}</p>;
}

function app() {
  return (
    <MemoryRouter initialEntries={['/firm-dashboard']}>
      <Routes>
        <Route path="/" element={<WhereAmI name="home" />} />
        <Route path="/firm-login" element={<WhereAmI name="sign-in" />} />
        <Route
          path="/firm-dashboard"
          element={
            <RequireSignIn redirectTo="/firm-login">
              <p>dashboard</p>
            </RequireSignIn>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('RequireSignIn', () => {
  beforeEach(() => {
    auth.value = { ready: true, session: null };
  });

  it('waits for Firebase Auth before deciding', () => {
    auth.value = { ready: false, session: null };
    render(app());
    expect(screen.getByText('Checking your session...')).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to sign in, remembering the page', () => {
    render(app());
    expect(screen.getByText('sign-in from /firm-dashboard')).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    auth.value = { ready: true, session: SIGNED_IN };
    render(app());
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('sends someone who signs out on the page home, not to sign in', () => {
    auth.value = { ready: true, session: SIGNED_IN };
    const { rerender } = render(app());
    auth.value = { ready: true, session: null };
    rerender(app());
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});
