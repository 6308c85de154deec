// The public face of the creatives module: what other modules may use (issue 30, decision 074).
export { renderCreative } from './banner';
export { creativeOfLanding, tagCreative } from './creativeTracking';
export { creativeImageUrl } from './imageUrl';
