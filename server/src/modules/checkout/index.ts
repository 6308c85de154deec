// The public face of the checkout module: what other modules may use (issue 30, decision 074).
export { checkout } from './checkout';
export { completeCart, prepareCart } from './completion';
