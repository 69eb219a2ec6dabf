import { usePhoneSignIn, useSendPhoneCode } from '../api';
import { PhoneCodeSteps } from './phone-code-steps';

/** Phone sign-in: a new number creates an account (linked to its player record if any). */
export function PhoneSignInForm() {
  const sendCode = useSendPhoneCode();
  const verifyCode = usePhoneSignIn();
  return <PhoneCodeSteps sendCode={sendCode} verifyCode={verifyCode} />;
}
