// The public face of the catalogue module: what other modules may use (issue 30, decision 074).
export { artUrl } from './art';
export type { BannerRow } from './banners';
export { bannerImage } from './banners';
export { ENTITY_SOURCES, likePattern } from './catalogue';
export {
  refusePublishedNewVideo,
  requireAnotherProductOnSale,
  requireProductOnSale,
} from './onSale';
