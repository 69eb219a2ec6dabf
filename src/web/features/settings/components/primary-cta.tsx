import { Button, Skeleton, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { usePublicSettings } from '../api';

/**
 * Spec §2: Join Waitlist when waitlist mode is on, Register Now (/register) when off, a
 * placeholder of the button's size while the setting loads; off when the check failed.
 * The waitlist dialog comes with a later issue; until then Join Waitlist opens /waitlist.
 */
export function PrimaryCta({ size = 'sm', fullWidth = false, onNavigate }: Pick<ButtonProps, 'size' | 'fullWidth'> & { onNavigate?: () => void }) {
  const settings = usePublicSettings();
  if (settings.isPending) {
    return <Skeleton height={size === 'lg' ? 50 : 36} width={fullWidth ? '100%' : 132} radius="md" data-testid="primary-cta-placeholder" />;
  }
  const waitlist = settings.data?.waitlistEnabled ?? false;
  return (
    <Button component={Link} to={waitlist ? '/waitlist' : '/register'} size={size} fullWidth={fullWidth} onClick={onNavigate}>
      {waitlist ? 'Join Waitlist' : 'Register Now'}
    </Button>
  );
}
