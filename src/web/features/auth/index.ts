// The auth feature's public entry (scripts/check-layers.mjs): what other features may use.
export { AuthProvider, useAuth, useAuthStore } from './auth-context';
export { SignUpForm } from './components/sign-up-form';
