import { useState } from 'react';

/** A dialog whose code loads the first time it is opened and then stays mounted (so it keeps what was typed). */
export function useLazyDialog() {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  return {
    mounted: state !== 'never',
    open: state === 'open',
    show: () => setState('open'),
    close: () => setState('closed'),
  };
}
