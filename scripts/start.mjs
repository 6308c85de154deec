#!/usr/bin/env node
// `npm start`: build what exists and serve it. Grows as the packages land.
console.log(
  'Reelcart: the SDK is built by `npm run build`; the reference API and storefront are coming.',
);
