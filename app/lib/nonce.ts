import { createContext, useContext } from 'react';

/**
 * This render's script nonce (docs/decisions/060), for the shop's own inline scripts in the page: given by the
 * server's entry; empty in the browser, where such a script has run already and is never run again.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
