import { useEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

/**
 * Lets code outside React navigate like a link would: the query client sends an expired
 * session to /login (spec §8), remembering the page so signing in returns to it.
 */
let navigate: NavigateFunction | null = null;
let current: Location | null = null;

/** Rendered once inside the router; keeps the module's navigate and location current. */
export function NavigationBridge() {
  const navigateHere = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigate = navigateHere;
    current = location;
  }, [navigateHere, location]);
  return null;
}

/** To /login, coming back to the current page afterwards (the state RequireRole also uses). */
export function navigateToSignIn(): void {
  if (current?.pathname === '/login') return;
  void navigate?.('/login', { state: { from: current } });
}
