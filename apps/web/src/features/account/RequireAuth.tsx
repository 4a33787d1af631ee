import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../session/useSession';

/** Sends a visitor to /login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (token === null) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
