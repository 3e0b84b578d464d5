export { type BannerContent, parseBannerContent } from './banner-content';
export {
  BannerCard,
  type BannerPosition,
  BannerSlot,
  ensureBanners,
} from './banner-slot';
