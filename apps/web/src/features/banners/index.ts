export { type BannerContent, parseBannerContent } from './banner-content';
export {
  BannerCard,
  type BannerPosition,
  BannerSlot,
  ensureBanners,
  LAYOUT_BANNER_POSITIONS,
} from './banner-slot';
