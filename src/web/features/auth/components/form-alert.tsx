import { useEffect, useRef } from 'react';
import { Alert, type AlertProps } from '../../../components/ui/alert';

/**
 * An alert for a failed submission that takes focus when it appears, so keyboard and screen-reader
 * users land on the reason (field errors move focus to their field instead).
 */
export function FormAlert({ children, ...props }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} className="focus:outline-none focus-visible:ring-2" {...props}>
      {children}
    </Alert>
  );
}
