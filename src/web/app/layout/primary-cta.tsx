import { Button, Skeleton, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { usePublicSettings } from '../../features/settings/api';
import { useWaitlistDialog } from '../../features/waitlist/dialog-context';

interface PrimaryCtaProps extends Pick<ButtonProps, 'size' | 'fullWidth'> {
  /** Called on use, e.g. to close the mobile menu the button sits in. */
  onNavigate?: () => void;
}

/**
 * Spec §2: Join Waitlist (opens the waitlist dialog) when waitlist mode is on, Register Now
 * (/register) when off, a placeholder of the button's size while the setting loads; off when
 * the check failed (spec §8).
 */
export function PrimaryCta({ size = 'sm', fullWidth = false, onNavigate }: PrimaryCtaProps) {
  const settings = usePublicSettings();
  const waitlistDialog = useWaitlistDialog();
  if (settings.isPending) {
    return <Skeleton height={size === 'lg' ? 50 : 36} width={fullWidth ? '100%' : 132} radius="md" data-testid="primary-cta-placeholder" />;
  }
  if (settings.data?.waitlist_enabled) {
    return (
      <Button
        size={size}
        fullWidth={fullWidth}
        aria-haspopup="dialog"
        onPointerEnter={waitlistDialog.preload}
        onFocus={waitlistDialog.preload}
        onTouchStart={waitlistDialog.preload}
        onClick={() => {
          onNavigate?.();
          waitlistDialog.open();
        }}
      >
        Join Waitlist
      </Button>
    );
  }
  return (
    <Button component={Link} to="/register" size={size} fullWidth={fullWidth} onClick={onNavigate}>
      Register Now
    </Button>
  );
}
