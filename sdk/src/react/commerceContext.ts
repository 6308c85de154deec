import { createContext } from 'react';
import type { Commerce } from '../createCommerce';

/** The commerce instance of the tree. `null` outside a `CommerceProvider`. */
export const CommerceContext = createContext<Commerce | null>(null);
