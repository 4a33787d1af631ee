import { useEffect } from 'react';

/** The product's name, after each screen's own in the document title. */
export const APP_NAME = 'Bourse';

/** Names the document after the screen showing ("Market · Bourse"), so each screen has a title of its own. */
export function useTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${APP_NAME}` : APP_NAME;
  }, [screenTitle]);
}
