import { useEffect, useRef, type ReactNode } from 'react';

interface AlertProps {
  tone: 'success' | 'danger' | 'info' | 'warning';
  children: ReactNode;
  /** Hide after this many milliseconds (the spec's 2 s and 3 s alerts); the caller removes it in onHide. */
  hideAfterMs?: number;
  onHide?: () => void;
}

/** A message to the user; errors are announced at once (role alert), others politely (role status). */
export function Alert({ tone, children, hideAfterMs, onHide }: AlertProps) {
  const onHideRef = useRef(onHide);
  onHideRef.current = onHide;
  useEffect(() => {
    if (hideAfterMs === undefined) return undefined;
    const timer = setTimeout(() => onHideRef.current?.(), hideAfterMs);
    return () => clearTimeout(timer);
  }, [hideAfterMs]);
  return (
    <div className={`alert alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
