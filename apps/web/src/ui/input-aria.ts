import type { InputRef } from 'antd-mobile';
import { type RefObject, useEffect } from 'react';

/**
 * Marks an antd-mobile Input's `<input>` invalid and names what describes it (its error or hint). The Input puts
 * `aria-*` props on its wrapper, not on the `<input>` (only `aria-label` and the value range reach it), so given as
 * props a screen reader never heard a field's error or hint.
 */
export function useInputAria(input: RefObject<InputRef | null>, invalid: boolean, describedBy: string | undefined) {
  useEffect(() => {
    const element = input.current?.nativeElement;
    if (!element) return;
    setOrRemove(element, 'aria-invalid', invalid ? 'true' : undefined);
    setOrRemove(element, 'aria-describedby', describedBy);
  }, [input, invalid, describedBy]);
}

function setOrRemove(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
