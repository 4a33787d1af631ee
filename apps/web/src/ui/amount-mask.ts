import { createContext, useContext } from 'react';

/** True where amounts are to be masked (the My screen's eye toggle); elsewhere amounts always show. */
export const AmountMaskContext = createContext(false);

export const useAmountMasked = () => useContext(AmountMaskContext);
