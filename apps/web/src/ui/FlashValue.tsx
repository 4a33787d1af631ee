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

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const element = ref.current;
    const direction = compareDecimal(value, before);
    if (!element || direction === 0) return;
    const flash = direction > 0 ? 'flash-up' : 'flash-down';
    if (element.classList.contains(flash)) {
      // The same flash again: restart its animation. Removing the class and reading layout to re-add it forced a
      // layout per changed number, twenty a frame on a list.
      // The animation is the fading layer's, a pseudo-element: only a subtree query finds it.
      for (const animation of element.getAnimations?.({ subtree: true }) ?? []) {
        animation.cancel();
        animation.play();
      }
    } else {
      element.classList.remove('flash-up', 'flash-down');
      element.classList.add(flash);
    }
  }, [value]);

  return (
    <span ref={ref} className={className ? `flash ${className}` : 'flash'} data-testid={testId} data-value={value}>
      {children}
    </span>
  );
}
