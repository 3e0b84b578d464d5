export { type BannerContent, parseBannerContent } from './banner-content';
export { bannerPageOf } from './banner-page';
export {
  BannerCard,
  type BannerPosition,
  BannerSlot,
  ensureBanners,
} from './banner-slot';
