import { useEffect } from 'react';

/**
 * A storefront page's script starts after its first screen (docs/decisions/046): what the guest typed or picked
 * in a control meanwhile is on the screen but not yet in the page's state. Once, after hydration, the control's
 * value is taken in when it differs from the one the page drew.
 */
export function useTypedBeforeHydration(id: string, drawn: string, take: (value: string) => void) {
  useEffect(() => {
    const el = document.getElementById(id);
    const control =
      el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? el
        : null;
    if (control && control.value !== drawn) take(control.value);
  }, []);
}
