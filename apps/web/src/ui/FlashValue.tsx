import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { compareDecimal } from '../lib/decimal';

interface FlashValueProps {
  /** The decimal string watched for changes. */
  value: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * Shows a live number and flashes it briefly in the up or down colour when it changes (the colours follow the
 * user's setting through CSS variables). The flash is a class toggled on the element, not React state.
 */
export function FlashValue({ value, children, className, testId }: FlashValueProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  /** Which of the two fades the last change started (kept here: a new className from React wipes the classes). */
  const again = useRef(false);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const element = ref.current;
    const direction = compareDecimal(value, before);
    if (!element || direction === 0) return;
    element.classList.toggle('flash-up', direction > 0);
    element.classList.toggle('flash-down', direction < 0);
    // Every change starts the fade again, also of the same colour: the fade alternates between two identical
    // keyframes (quotes.css), and a new animation name restarts it. Asking the element for its running animations
    // to restart them forced a style recalculation per changed number; removing the class and reading layout to
    // re-add it, a layout.
    again.current = !again.current;
    element.classList.toggle('flash-again', again.current);
  }, [value]);

  return (
    <span ref={ref} className={className ? `flash ${className}` : 'flash'} data-testid={testId} data-value={value}>
      {children}
    </span>
  );
}
