export { parseBannerContent } from './banner-content';
export { type BannerPosition, BannerSlot, ensureBanners } from './banner-slot';
